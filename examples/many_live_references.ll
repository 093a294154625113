; 80 references live at once: each allocation is a statepoint with all the
; earlier objects live, and all 80 are live across the final collection.
; Object i holds 3*i. (Generated: one block of straight-line code.)
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @main() gc "statepoint-example" {
entry:
  %object.0 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.0 = getelementptr i8, ptr addrspace(1) %object.0, i64 8
  store i64 0, ptr addrspace(1) %field.0
  %object.1 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.1 = getelementptr i8, ptr addrspace(1) %object.1, i64 8
  store i64 3, ptr addrspace(1) %field.1
  %object.2 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.2 = getelementptr i8, ptr addrspace(1) %object.2, i64 8
  store i64 6, ptr addrspace(1) %field.2
  %object.3 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.3 = getelementptr i8, ptr addrspace(1) %object.3, i64 8
  store i64 9, ptr addrspace(1) %field.3
  %object.4 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.4 = getelementptr i8, ptr addrspace(1) %object.4, i64 8
  store i64 12, ptr addrspace(1) %field.4
  %object.5 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.5 = getelementptr i8, ptr addrspace(1) %object.5, i64 8
  store i64 15, ptr addrspace(1) %field.5
  %object.6 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.6 = getelementptr i8, ptr addrspace(1) %object.6, i64 8
  store i64 18, ptr addrspace(1) %field.6
  %object.7 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.7 = getelementptr i8, ptr addrspace(1) %object.7, i64 8
  store i64 21, ptr addrspace(1) %field.7
  %object.8 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.8 = getelementptr i8, ptr addrspace(1) %object.8, i64 8
  store i64 24, ptr addrspace(1) %field.8
  %object.9 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.9 = getelementptr i8, ptr addrspace(1) %object.9, i64 8
  store i64 27, ptr addrspace(1) %field.9
  %object.10 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.10 = getelementptr i8, ptr addrspace(1) %object.10, i64 8
  store i64 30, ptr addrspace(1) %field.10
  %object.11 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.11 = getelementptr i8, ptr addrspace(1) %object.11, i64 8
  store i64 33, ptr addrspace(1) %field.11
  %object.12 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.12 = getelementptr i8, ptr addrspace(1) %object.12, i64 8
  store i64 36, ptr addrspace(1) %field.12
  %object.13 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.13 = getelementptr i8, ptr addrspace(1) %object.13, i64 8
  store i64 39, ptr addrspace(1) %field.13
  %object.14 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.14 = getelementptr i8, ptr addrspace(1) %object.14, i64 8
  store i64 42, ptr addrspace(1) %field.14
  %object.15 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.15 = getelementptr i8, ptr addrspace(1) %object.15, i64 8
  store i64 45, ptr addrspace(1) %field.15
  %object.16 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.16 = getelementptr i8, ptr addrspace(1) %object.16, i64 8
  store i64 48, ptr addrspace(1) %field.16
  %object.17 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.17 = getelementptr i8, ptr addrspace(1) %object.17, i64 8
  store i64 51, ptr addrspace(1) %field.17
  %object.18 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.18 = getelementptr i8, ptr addrspace(1) %object.18, i64 8
  store i64 54, ptr addrspace(1) %field.18
  %object.19 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.19 = getelementptr i8, ptr addrspace(1) %object.19, i64 8
  store i64 57, ptr addrspace(1) %field.19
  %object.20 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.20 = getelementptr i8, ptr addrspace(1) %object.20, i64 8
  store i64 60, ptr addrspace(1) %field.20
  %object.21 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.21 = getelementptr i8, ptr addrspace(1) %object.21, i64 8
  store i64 63, ptr addrspace(1) %field.21
  %object.22 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.22 = getelementptr i8, ptr addrspace(1) %object.22, i64 8
  store i64 66, ptr addrspace(1) %field.22
  %object.23 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.23 = getelementptr i8, ptr addrspace(1) %object.23, i64 8
  store i64 69, ptr addrspace(1) %field.23
  %object.24 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.24 = getelementptr i8, ptr addrspace(1) %object.24, i64 8
  store i64 72, ptr addrspace(1) %field.24
  %object.25 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.25 = getelementptr i8, ptr addrspace(1) %object.25, i64 8
  store i64 75, ptr addrspace(1) %field.25
  %object.26 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.26 = getelementptr i8, ptr addrspace(1) %object.26, i64 8
  store i64 78, ptr addrspace(1) %field.26
  %object.27 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.27 = getelementptr i8, ptr addrspace(1) %object.27, i64 8
  store i64 81, ptr addrspace(1) %field.27
  %object.28 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.28 = getelementptr i8, ptr addrspace(1) %object.28, i64 8
  store i64 84, ptr addrspace(1) %field.28
  %object.29 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.29 = getelementptr i8, ptr addrspace(1) %object.29, i64 8
  store i64 87, ptr addrspace(1) %field.29
  %object.30 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.30 = getelementptr i8, ptr addrspace(1) %object.30, i64 8
  store i64 90, ptr addrspace(1) %field.30
  %object.31 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.31 = getelementptr i8, ptr addrspace(1) %object.31, i64 8
  store i64 93, ptr addrspace(1) %field.31
  %object.32 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.32 = getelementptr i8, ptr addrspace(1) %object.32, i64 8
  store i64 96, ptr addrspace(1) %field.32
  %object.33 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.33 = getelementptr i8, ptr addrspace(1) %object.33, i64 8
  store i64 99, ptr addrspace(1) %field.33
  %object.34 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.34 = getelementptr i8, ptr addrspace(1) %object.34, i64 8
  store i64 102, ptr addrspace(1) %field.34
  %object.35 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.35 = getelementptr i8, ptr addrspace(1) %object.35, i64 8
  store i64 105, ptr addrspace(1) %field.35
  %object.36 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.36 = getelementptr i8, ptr addrspace(1) %object.36, i64 8
  store i64 108, ptr addrspace(1) %field.36
  %object.37 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.37 = getelementptr i8, ptr addrspace(1) %object.37, i64 8
  store i64 111, ptr addrspace(1) %field.37
  %object.38 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.38 = getelementptr i8, ptr addrspace(1) %object.38, i64 8
  store i64 114, ptr addrspace(1) %field.38
  %object.39 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.39 = getelementptr i8, ptr addrspace(1) %object.39, i64 8
  store i64 117, ptr addrspace(1) %field.39
  %object.40 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.40 = getelementptr i8, ptr addrspace(1) %object.40, i64 8
  store i64 120, ptr addrspace(1) %field.40
  %object.41 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.41 = getelementptr i8, ptr addrspace(1) %object.41, i64 8
  store i64 123, ptr addrspace(1) %field.41
  %object.42 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.42 = getelementptr i8, ptr addrspace(1) %object.42, i64 8
  store i64 126, ptr addrspace(1) %field.42
  %object.43 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.43 = getelementptr i8, ptr addrspace(1) %object.43, i64 8
  store i64 129, ptr addrspace(1) %field.43
  %object.44 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.44 = getelementptr i8, ptr addrspace(1) %object.44, i64 8
  store i64 132, ptr addrspace(1) %field.44
  %object.45 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.45 = getelementptr i8, ptr addrspace(1) %object.45, i64 8
  store i64 135, ptr addrspace(1) %field.45
  %object.46 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.46 = getelementptr i8, ptr addrspace(1) %object.46, i64 8
  store i64 138, ptr addrspace(1) %field.46
  %object.47 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.47 = getelementptr i8, ptr addrspace(1) %object.47, i64 8
  store i64 141, ptr addrspace(1) %field.47
  %object.48 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.48 = getelementptr i8, ptr addrspace(1) %object.48, i64 8
  store i64 144, ptr addrspace(1) %field.48
  %object.49 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.49 = getelementptr i8, ptr addrspace(1) %object.49, i64 8
  store i64 147, ptr addrspace(1) %field.49
  %object.50 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.50 = getelementptr i8, ptr addrspace(1) %object.50, i64 8
  store i64 150, ptr addrspace(1) %field.50
  %object.51 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.51 = getelementptr i8, ptr addrspace(1) %object.51, i64 8
  store i64 153, ptr addrspace(1) %field.51
  %object.52 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.52 = getelementptr i8, ptr addrspace(1) %object.52, i64 8
  store i64 156, ptr addrspace(1) %field.52
  %object.53 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.53 = getelementptr i8, ptr addrspace(1) %object.53, i64 8
  store i64 159, ptr addrspace(1) %field.53
  %object.54 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.54 = getelementptr i8, ptr addrspace(1) %object.54, i64 8
  store i64 162, ptr addrspace(1) %field.54
  %object.55 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.55 = getelementptr i8, ptr addrspace(1) %object.55, i64 8
  store i64 165, ptr addrspace(1) %field.55
  %object.56 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.56 = getelementptr i8, ptr addrspace(1) %object.56, i64 8
  store i64 168, ptr addrspace(1) %field.56
  %object.57 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.57 = getelementptr i8, ptr addrspace(1) %object.57, i64 8
  store i64 171, ptr addrspace(1) %field.57
  %object.58 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.58 = getelementptr i8, ptr addrspace(1) %object.58, i64 8
  store i64 174, ptr addrspace(1) %field.58
  %object.59 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.59 = getelementptr i8, ptr addrspace(1) %object.59, i64 8
  store i64 177, ptr addrspace(1) %field.59
  %object.60 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.60 = getelementptr i8, ptr addrspace(1) %object.60, i64 8
  store i64 180, ptr addrspace(1) %field.60
  %object.61 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.61 = getelementptr i8, ptr addrspace(1) %object.61, i64 8
  store i64 183, ptr addrspace(1) %field.61
  %object.62 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.62 = getelementptr i8, ptr addrspace(1) %object.62, i64 8
  store i64 186, ptr addrspace(1) %field.62
  %object.63 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.63 = getelementptr i8, ptr addrspace(1) %object.63, i64 8
  store i64 189, ptr addrspace(1) %field.63
  %object.64 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.64 = getelementptr i8, ptr addrspace(1) %object.64, i64 8
  store i64 192, ptr addrspace(1) %field.64
  %object.65 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.65 = getelementptr i8, ptr addrspace(1) %object.65, i64 8
  store i64 195, ptr addrspace(1) %field.65
  %object.66 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.66 = getelementptr i8, ptr addrspace(1) %object.66, i64 8
  store i64 198, ptr addrspace(1) %field.66
  %object.67 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.67 = getelementptr i8, ptr addrspace(1) %object.67, i64 8
  store i64 201, ptr addrspace(1) %field.67
  %object.68 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.68 = getelementptr i8, ptr addrspace(1) %object.68, i64 8
  store i64 204, ptr addrspace(1) %field.68
  %object.69 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.69 = getelementptr i8, ptr addrspace(1) %object.69, i64 8
  store i64 207, ptr addrspace(1) %field.69
  %object.70 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.70 = getelementptr i8, ptr addrspace(1) %object.70, i64 8
  store i64 210, ptr addrspace(1) %field.70
  %object.71 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.71 = getelementptr i8, ptr addrspace(1) %object.71, i64 8
  store i64 213, ptr addrspace(1) %field.71
  %object.72 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.72 = getelementptr i8, ptr addrspace(1) %object.72, i64 8
  store i64 216, ptr addrspace(1) %field.72
  %object.73 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.73 = getelementptr i8, ptr addrspace(1) %object.73, i64 8
  store i64 219, ptr addrspace(1) %field.73
  %object.74 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.74 = getelementptr i8, ptr addrspace(1) %object.74, i64 8
  store i64 222, ptr addrspace(1) %field.74
  %object.75 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.75 = getelementptr i8, ptr addrspace(1) %object.75, i64 8
  store i64 225, ptr addrspace(1) %field.75
  %object.76 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.76 = getelementptr i8, ptr addrspace(1) %object.76, i64 8
  store i64 228, ptr addrspace(1) %field.76
  %object.77 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.77 = getelementptr i8, ptr addrspace(1) %object.77, i64 8
  store i64 231, ptr addrspace(1) %field.77
  %object.78 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.78 = getelementptr i8, ptr addrspace(1) %object.78, i64 8
  store i64 234, ptr addrspace(1) %field.78
  %object.79 = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field.79 = getelementptr i8, ptr addrspace(1) %object.79, i64 8
  store i64 237, ptr addrspace(1) %field.79
  call void @gc_collect()
  %value.field.0 = getelementptr i8, ptr addrspace(1) %object.0, i64 8
  %value.0 = load i64, ptr addrspace(1) %value.field.0
  %value.field.1 = getelementptr i8, ptr addrspace(1) %object.1, i64 8
  %value.1 = load i64, ptr addrspace(1) %value.field.1
  %total.1 = add i64 %value.0, %value.1
  %value.field.2 = getelementptr i8, ptr addrspace(1) %object.2, i64 8
  %value.2 = load i64, ptr addrspace(1) %value.field.2
  %total.2 = add i64 %total.1, %value.2
  %value.field.3 = getelementptr i8, ptr addrspace(1) %object.3, i64 8
  %value.3 = load i64, ptr addrspace(1) %value.field.3
  %total.3 = add i64 %total.2, %value.3
  %value.field.4 = getelementptr i8, ptr addrspace(1) %object.4, i64 8
  %value.4 = load i64, ptr addrspace(1) %value.field.4
  %total.4 = add i64 %total.3, %value.4
  %value.field.5 = getelementptr i8, ptr addrspace(1) %object.5, i64 8
  %value.5 = load i64, ptr addrspace(1) %value.field.5
  %total.5 = add i64 %total.4, %value.5
  %value.field.6 = getelementptr i8, ptr addrspace(1) %object.6, i64 8
  %value.6 = load i64, ptr addrspace(1) %value.field.6
  %total.6 = add i64 %total.5, %value.6
  %value.field.7 = getelementptr i8, ptr addrspace(1) %object.7, i64 8
  %value.7 = load i64, ptr addrspace(1) %value.field.7
  %total.7 = add i64 %total.6, %value.7
  %value.field.8 = getelementptr i8, ptr addrspace(1) %object.8, i64 8
  %value.8 = load i64, ptr addrspace(1) %value.field.8
  %total.8 = add i64 %total.7, %value.8
  %value.field.9 = getelementptr i8, ptr addrspace(1) %object.9, i64 8
  %value.9 = load i64, ptr addrspace(1) %value.field.9
  %total.9 = add i64 %total.8, %value.9
  %value.field.10 = getelementptr i8, ptr addrspace(1) %object.10, i64 8
  %value.10 = load i64, ptr addrspace(1) %value.field.10
  %total.10 = add i64 %total.9, %value.10
  %value.field.11 = getelementptr i8, ptr addrspace(1) %object.11, i64 8
  %value.11 = load i64, ptr addrspace(1) %value.field.11
  %total.11 = add i64 %total.10, %value.11
  %value.field.12 = getelementptr i8, ptr addrspace(1) %object.12, i64 8
  %value.12 = load i64, ptr addrspace(1) %value.field.12
  %total.12 = add i64 %total.11, %value.12
  %value.field.13 = getelementptr i8, ptr addrspace(1) %object.13, i64 8
  %value.13 = load i64, ptr addrspace(1) %value.field.13
  %total.13 = add i64 %total.12, %value.13
  %value.field.14 = getelementptr i8, ptr addrspace(1) %object.14, i64 8
  %value.14 = load i64, ptr addrspace(1) %value.field.14
  %total.14 = add i64 %total.13, %value.14
  %value.field.15 = getelementptr i8, ptr addrspace(1) %object.15, i64 8
  %value.15 = load i64, ptr addrspace(1) %value.field.15
  %total.15 = add i64 %total.14, %value.15
  %value.field.16 = getelementptr i8, ptr addrspace(1) %object.16, i64 8
  %value.16 = load i64, ptr addrspace(1) %value.field.16
  %total.16 = add i64 %total.15, %value.16
  %value.field.17 = getelementptr i8, ptr addrspace(1) %object.17, i64 8
  %value.17 = load i64, ptr addrspace(1) %value.field.17
  %total.17 = add i64 %total.16, %value.17
  %value.field.18 = getelementptr i8, ptr addrspace(1) %object.18, i64 8
  %value.18 = load i64, ptr addrspace(1) %value.field.18
  %total.18 = add i64 %total.17, %value.18
  %value.field.19 = getelementptr i8, ptr addrspace(1) %object.19, i64 8
  %value.19 = load i64, ptr addrspace(1) %value.field.19
  %total.19 = add i64 %total.18, %value.19
  %value.field.20 = getelementptr i8, ptr addrspace(1) %object.20, i64 8
  %value.20 = load i64, ptr addrspace(1) %value.field.20
  %total.20 = add i64 %total.19, %value.20
  %value.field.21 = getelementptr i8, ptr addrspace(1) %object.21, i64 8
  %value.21 = load i64, ptr addrspace(1) %value.field.21
  %total.21 = add i64 %total.20, %value.21
  %value.field.22 = getelementptr i8, ptr addrspace(1) %object.22, i64 8
  %value.22 = load i64, ptr addrspace(1) %value.field.22
  %total.22 = add i64 %total.21, %value.22
  %value.field.23 = getelementptr i8, ptr addrspace(1) %object.23, i64 8
  %value.23 = load i64, ptr addrspace(1) %value.field.23
  %total.23 = add i64 %total.22, %value.23
  %value.field.24 = getelementptr i8, ptr addrspace(1) %object.24, i64 8
  %value.24 = load i64, ptr addrspace(1) %value.field.24
  %total.24 = add i64 %total.23, %value.24
  %value.field.25 = getelementptr i8, ptr addrspace(1) %object.25, i64 8
  %value.25 = load i64, ptr addrspace(1) %value.field.25
  %total.25 = add i64 %total.24, %value.25
  %value.field.26 = getelementptr i8, ptr addrspace(1) %object.26, i64 8
  %value.26 = load i64, ptr addrspace(1) %value.field.26
  %total.26 = add i64 %total.25, %value.26
  %value.field.27 = getelementptr i8, ptr addrspace(1) %object.27, i64 8
  %value.27 = load i64, ptr addrspace(1) %value.field.27
  %total.27 = add i64 %total.26, %value.27
  %value.field.28 = getelementptr i8, ptr addrspace(1) %object.28, i64 8
  %value.28 = load i64, ptr addrspace(1) %value.field.28
  %total.28 = add i64 %total.27, %value.28
  %value.field.29 = getelementptr i8, ptr addrspace(1) %object.29, i64 8
  %value.29 = load i64, ptr addrspace(1) %value.field.29
  %total.29 = add i64 %total.28, %value.29
  %value.field.30 = getelementptr i8, ptr addrspace(1) %object.30, i64 8
  %value.30 = load i64, ptr addrspace(1) %value.field.30
  %total.30 = add i64 %total.29, %value.30
  %value.field.31 = getelementptr i8, ptr addrspace(1) %object.31, i64 8
  %value.31 = load i64, ptr addrspace(1) %value.field.31
  %total.31 = add i64 %total.30, %value.31
  %value.field.32 = getelementptr i8, ptr addrspace(1) %object.32, i64 8
  %value.32 = load i64, ptr addrspace(1) %value.field.32
  %total.32 = add i64 %total.31, %value.32
  %value.field.33 = getelementptr i8, ptr addrspace(1) %object.33, i64 8
  %value.33 = load i64, ptr addrspace(1) %value.field.33
  %total.33 = add i64 %total.32, %value.33
  %value.field.34 = getelementptr i8, ptr addrspace(1) %object.34, i64 8
  %value.34 = load i64, ptr addrspace(1) %value.field.34
  %total.34 = add i64 %total.33, %value.34
  %value.field.35 = getelementptr i8, ptr addrspace(1) %object.35, i64 8
  %value.35 = load i64, ptr addrspace(1) %value.field.35
  %total.35 = add i64 %total.34, %value.35
  %value.field.36 = getelementptr i8, ptr addrspace(1) %object.36, i64 8
  %value.36 = load i64, ptr addrspace(1) %value.field.36
  %total.36 = add i64 %total.35, %value.36
  %value.field.37 = getelementptr i8, ptr addrspace(1) %object.37, i64 8
  %value.37 = load i64, ptr addrspace(1) %value.field.37
  %total.37 = add i64 %total.36, %value.37
  %value.field.38 = getelementptr i8, ptr addrspace(1) %object.38, i64 8
  %value.38 = load i64, ptr addrspace(1) %value.field.38
  %total.38 = add i64 %total.37, %value.38
  %value.field.39 = getelementptr i8, ptr addrspace(1) %object.39, i64 8
  %value.39 = load i64, ptr addrspace(1) %value.field.39
  %total.39 = add i64 %total.38, %value.39
  %value.field.40 = getelementptr i8, ptr addrspace(1) %object.40, i64 8
  %value.40 = load i64, ptr addrspace(1) %value.field.40
  %total.40 = add i64 %total.39, %value.40
  %value.field.41 = getelementptr i8, ptr addrspace(1) %object.41, i64 8
  %value.41 = load i64, ptr addrspace(1) %value.field.41
  %total.41 = add i64 %total.40, %value.41
  %value.field.42 = getelementptr i8, ptr addrspace(1) %object.42, i64 8
  %value.42 = load i64, ptr addrspace(1) %value.field.42
  %total.42 = add i64 %total.41, %value.42
  %value.field.43 = getelementptr i8, ptr addrspace(1) %object.43, i64 8
  %value.43 = load i64, ptr addrspace(1) %value.field.43
  %total.43 = add i64 %total.42, %value.43
  %value.field.44 = getelementptr i8, ptr addrspace(1) %object.44, i64 8
  %value.44 = load i64, ptr addrspace(1) %value.field.44
  %total.44 = add i64 %total.43, %value.44
  %value.field.45 = getelementptr i8, ptr addrspace(1) %object.45, i64 8
  %value.45 = load i64, ptr addrspace(1) %value.field.45
  %total.45 = add i64 %total.44, %value.45
  %value.field.46 = getelementptr i8, ptr addrspace(1) %object.46, i64 8
  %value.46 = load i64, ptr addrspace(1) %value.field.46
  %total.46 = add i64 %total.45, %value.46
  %value.field.47 = getelementptr i8, ptr addrspace(1) %object.47, i64 8
  %value.47 = load i64, ptr addrspace(1) %value.field.47
  %total.47 = add i64 %total.46, %value.47
  %value.field.48 = getelementptr i8, ptr addrspace(1) %object.48, i64 8
  %value.48 = load i64, ptr addrspace(1) %value.field.48
  %total.48 = add i64 %total.47, %value.48
  %value.field.49 = getelementptr i8, ptr addrspace(1) %object.49, i64 8
  %value.49 = load i64, ptr addrspace(1) %value.field.49
  %total.49 = add i64 %total.48, %value.49
  %value.field.50 = getelementptr i8, ptr addrspace(1) %object.50, i64 8
  %value.50 = load i64, ptr addrspace(1) %value.field.50
  %total.50 = add i64 %total.49, %value.50
  %value.field.51 = getelementptr i8, ptr addrspace(1) %object.51, i64 8
  %value.51 = load i64, ptr addrspace(1) %value.field.51
  %total.51 = add i64 %total.50, %value.51
  %value.field.52 = getelementptr i8, ptr addrspace(1) %object.52, i64 8
  %value.52 = load i64, ptr addrspace(1) %value.field.52
  %total.52 = add i64 %total.51, %value.52
  %value.field.53 = getelementptr i8, ptr addrspace(1) %object.53, i64 8
  %value.53 = load i64, ptr addrspace(1) %value.field.53
  %total.53 = add i64 %total.52, %value.53
  %value.field.54 = getelementptr i8, ptr addrspace(1) %object.54, i64 8
  %value.54 = load i64, ptr addrspace(1) %value.field.54
  %total.54 = add i64 %total.53, %value.54
  %value.field.55 = getelementptr i8, ptr addrspace(1) %object.55, i64 8
  %value.55 = load i64, ptr addrspace(1) %value.field.55
  %total.55 = add i64 %total.54, %value.55
  %value.field.56 = getelementptr i8, ptr addrspace(1) %object.56, i64 8
  %value.56 = load i64, ptr addrspace(1) %value.field.56
  %total.56 = add i64 %total.55, %value.56
  %value.field.57 = getelementptr i8, ptr addrspace(1) %object.57, i64 8
  %value.57 = load i64, ptr addrspace(1) %value.field.57
  %total.57 = add i64 %total.56, %value.57
  %value.field.58 = getelementptr i8, ptr addrspace(1) %object.58, i64 8
  %value.58 = load i64, ptr addrspace(1) %value.field.58
  %total.58 = add i64 %total.57, %value.58
  %value.field.59 = getelementptr i8, ptr addrspace(1) %object.59, i64 8
  %value.59 = load i64, ptr addrspace(1) %value.field.59
  %total.59 = add i64 %total.58, %value.59
  %value.field.60 = getelementptr i8, ptr addrspace(1) %object.60, i64 8
  %value.60 = load i64, ptr addrspace(1) %value.field.60
  %total.60 = add i64 %total.59, %value.60
  %value.field.61 = getelementptr i8, ptr addrspace(1) %object.61, i64 8
  %value.61 = load i64, ptr addrspace(1) %value.field.61
  %total.61 = add i64 %total.60, %value.61
  %value.field.62 = getelementptr i8, ptr addrspace(1) %object.62, i64 8
  %value.62 = load i64, ptr addrspace(1) %value.field.62
  %total.62 = add i64 %total.61, %value.62
  %value.field.63 = getelementptr i8, ptr addrspace(1) %object.63, i64 8
  %value.63 = load i64, ptr addrspace(1) %value.field.63
  %total.63 = add i64 %total.62, %value.63
  %value.field.64 = getelementptr i8, ptr addrspace(1) %object.64, i64 8
  %value.64 = load i64, ptr addrspace(1) %value.field.64
  %total.64 = add i64 %total.63, %value.64
  %value.field.65 = getelementptr i8, ptr addrspace(1) %object.65, i64 8
  %value.65 = load i64, ptr addrspace(1) %value.field.65
  %total.65 = add i64 %total.64, %value.65
  %value.field.66 = getelementptr i8, ptr addrspace(1) %object.66, i64 8
  %value.66 = load i64, ptr addrspace(1) %value.field.66
  %total.66 = add i64 %total.65, %value.66
  %value.field.67 = getelementptr i8, ptr addrspace(1) %object.67, i64 8
  %value.67 = load i64, ptr addrspace(1) %value.field.67
  %total.67 = add i64 %total.66, %value.67
  %value.field.68 = getelementptr i8, ptr addrspace(1) %object.68, i64 8
  %value.68 = load i64, ptr addrspace(1) %value.field.68
  %total.68 = add i64 %total.67, %value.68
  %value.field.69 = getelementptr i8, ptr addrspace(1) %object.69, i64 8
  %value.69 = load i64, ptr addrspace(1) %value.field.69
  %total.69 = add i64 %total.68, %value.69
  %value.field.70 = getelementptr i8, ptr addrspace(1) %object.70, i64 8
  %value.70 = load i64, ptr addrspace(1) %value.field.70
  %total.70 = add i64 %total.69, %value.70
  %value.field.71 = getelementptr i8, ptr addrspace(1) %object.71, i64 8
  %value.71 = load i64, ptr addrspace(1) %value.field.71
  %total.71 = add i64 %total.70, %value.71
  %value.field.72 = getelementptr i8, ptr addrspace(1) %object.72, i64 8
  %value.72 = load i64, ptr addrspace(1) %value.field.72
  %total.72 = add i64 %total.71, %value.72
  %value.field.73 = getelementptr i8, ptr addrspace(1) %object.73, i64 8
  %value.73 = load i64, ptr addrspace(1) %value.field.73
  %total.73 = add i64 %total.72, %value.73
  %value.field.74 = getelementptr i8, ptr addrspace(1) %object.74, i64 8
  %value.74 = load i64, ptr addrspace(1) %value.field.74
  %total.74 = add i64 %total.73, %value.74
  %value.field.75 = getelementptr i8, ptr addrspace(1) %object.75, i64 8
  %value.75 = load i64, ptr addrspace(1) %value.field.75
  %total.75 = add i64 %total.74, %value.75
  %value.field.76 = getelementptr i8, ptr addrspace(1) %object.76, i64 8
  %value.76 = load i64, ptr addrspace(1) %value.field.76
  %total.76 = add i64 %total.75, %value.76
  %value.field.77 = getelementptr i8, ptr addrspace(1) %object.77, i64 8
  %value.77 = load i64, ptr addrspace(1) %value.field.77
  %total.77 = add i64 %total.76, %value.77
  %value.field.78 = getelementptr i8, ptr addrspace(1) %object.78, i64 8
  %value.78 = load i64, ptr addrspace(1) %value.field.78
  %total.78 = add i64 %total.77, %value.78
  %value.field.79 = getelementptr i8, ptr addrspace(1) %object.79, i64 8
  %value.79 = load i64, ptr addrspace(1) %value.field.79
  %total.79 = add i64 %total.78, %value.79
  call void @rt_print_i64(i64 %total.79)
  ret i64 0
}
