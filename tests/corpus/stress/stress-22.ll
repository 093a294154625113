; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD22(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i1>, align 1
  %A3 = alloca <16 x i64>, align 128
  %A2 = alloca <4 x i32>, align 16
  %A1 = alloca <2 x i8>, align 2
  %A = alloca <2 x i8>, align 2
  %L = load <8 x i16>, ptr %A, align 16
  store float 0xBFC77D8B40000000, ptr %A, align 4
  %E = extractelement <8 x i1> zeroinitializer, i32 %3
  br label %CF89

CF89:                                             ; preds = %CF89, %CF95, %BB
  %Shuff = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <16 x i64> zeroinitializer, i64 -1, i32 244331
  %FC = sitofp i16 3015 to float
  %Sl = select i1 true, ptr %A3, ptr %A3
  %Cmp = icmp sge i8 -1, 0
  br i1 %Cmp, label %CF89, label %CF95

CF95:                                             ; preds = %CF89
  %L5 = load <1 x double>, ptr %Sl, align 8
  store double 0x50258AC408233842, ptr %Sl, align 8
  %E6 = extractelement <16 x i64> %I, i32 138419
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I8 = insertelement <8 x i64> %Shuff7, i64 -1, i32 244331
  %B = add <8 x i64> %Shuff7, zeroinitializer
  %PC = bitcast ptr %1 to ptr
  %Sl9 = select i1 true, ptr %Sl, ptr %PC
  %Cmp10 = icmp ult i64 -1, 214227
  br i1 %Cmp10, label %CF89, label %CF90

CF90:                                             ; preds = %CF95
  %L11 = load i64, ptr %Sl, align 4
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E12 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff13 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I14 = insertelement <1 x i8> zeroinitializer, i8 %5, i32 244331
  %B15 = urem i64 228403, %L11
  %Tr = trunc i32 141239 to i8
  %Sl16 = select i1 %Cmp, i8 -1, i8 99
  %Cmp17 = icmp ult <8 x i64> zeroinitializer, zeroinitializer
  %L18 = load i64, ptr %A4, align 4
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl, align 32
  %E19 = extractelement <8 x i64> %I8, i32 138419
  %Shuff20 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %Shuff13, <2 x i32> <i32 2, i32 0>
  %I21 = insertelement <8 x i1> zeroinitializer, i1 true, i32 244331
  %B22 = frem float %FC, %FC
  %Tr23 = trunc i16 3015 to i1
  br label %CF87

CF87:                                             ; preds = %CF87, %CF98, %CF93, %CF90
  %Sl24 = select i1 true, i32 195463, i32 %E12
  %Cmp25 = icmp sge i64 -1, %4
  br i1 %Cmp25, label %CF87, label %CF97

CF97:                                             ; preds = %CF97, %CF87
  %L26 = load i16, ptr %Sl, align 2
  store <2 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 8
  %E27 = extractelement <16 x i64> zeroinitializer, i32 %Sl24
  %Shuff28 = shufflevector <16 x i64> %I, <16 x i64> zeroinitializer, <16 x i32> <i32 poison, i32 poison, i32 28, i32 30, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 18, i32 20, i32 22>
  %I29 = insertelement <2 x i32> zeroinitializer, i32 %3, i32 138419
  %Se = sext i8 -1 to i16
  %Sl30 = select i1 true, ptr %1, ptr %0
  %Cmp31 = icmp sgt i1 true, true
  br i1 %Cmp31, label %CF97, label %CF98

CF98:                                             ; preds = %CF97
  %L32 = load float, ptr %Sl, align 4
  %E33 = extractelement <8 x i1> %Cmp17, i32 %3
  br i1 %E33, label %CF87, label %CF93

CF93:                                             ; preds = %CF98
  %Shuff34 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 3, i32 poison, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I35 = insertelement <1 x i8> zeroinitializer, i8 %Tr, i32 195463
  %Sl36 = select i1 true, float 0xBFC77D8B40000000, float %B22
  %Cmp37 = icmp ne <8 x i64> %Shuff34, zeroinitializer
  %L38 = load i8, ptr %Sl, align 1
  store <1 x i8> %I14, ptr %Sl, align 1
  %E39 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff40 = shufflevector <8 x i64> %Shuff7, <8 x i64> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12>
  %I41 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %3
  %Tr42 = trunc <16 x i64> %I to <16 x i32>
  %Sl43 = select i1 true, i1 %E, i1 true
  br i1 %Sl43, label %CF87, label %CF92

CF92:                                             ; preds = %CF93
  %Cmp44 = icmp ule i1 %Cmp25, %Tr23
  br label %CF86

CF86:                                             ; preds = %CF86, %CF92
  %L45 = load double, ptr %Sl30, align 8
  store <8 x i64> zeroinitializer, ptr %Sl, align 64
  %E46 = extractelement <1 x i8> zeroinitializer, i32 %E12
  %Shuff47 = shufflevector <8 x i64> %Shuff34, <8 x i64> zeroinitializer, <8 x i32> <i32 10, i32 12, i32 14, i32 0, i32 2, i32 4, i32 6, i32 8>
  %I48 = insertelement <2 x i32> zeroinitializer, i32 %Sl24, i32 %Sl24
  %FC49 = sitofp <1 x i64> zeroinitializer to <1 x double>
  %Sl50 = select i1 %Cmp25, i32 437615, i32 138419
  %Cmp51 = icmp slt i64 %E19, 214227
  br i1 %Cmp51, label %CF86, label %CF88

CF88:                                             ; preds = %CF88, %CF94, %CF86
  %L52 = load <8 x i64>, ptr %Sl, align 64
  store i64 %E6, ptr %0, align 4
  %E53 = extractelement <2 x i32> %Shuff13, i32 %Sl50
  %Shuff54 = shufflevector <8 x i1> %Cmp17, <8 x i1> %Cmp17, <8 x i32> <i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5>
  %I55 = insertelement <2 x i32> %Shuff20, i32 %E12, i32 %E12
  %Tr56 = trunc i32 %E12 to i1
  br i1 %Tr56, label %CF88, label %CF94

CF94:                                             ; preds = %CF88
  %Sl57 = select <2 x i1> zeroinitializer, <2 x i32> %I48, <2 x i32> %I48
  %Cmp58 = icmp slt i32 %3, 138419
  br i1 %Cmp58, label %CF88, label %CF91

CF91:                                             ; preds = %CF91, %CF94
  %L59 = load <2 x double>, ptr %Sl30, align 16
  store double 0x50258AC408233842, ptr %0, align 8
  %E60 = extractelement <8 x i64> %Shuff47, i32 %Sl50
  %Shuff61 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp17, <8 x i32> <i32 3, i32 poison, i32 7, i32 poison, i32 11, i32 13, i32 15, i32 1>
  %I62 = insertelement <2 x i32> zeroinitializer, i32 %Sl50, i32 244331
  %BC = bitcast <8 x i64> %B to <8 x double>
  %Sl63 = select i1 %E, i1 %Cmp25, i1 true
  br i1 %Sl63, label %CF91, label %CF96

CF96:                                             ; preds = %CF91
  %Cmp64 = icmp ule <8 x i64> %Shuff7, %Shuff7
  %L65 = load <8 x i64>, ptr %0, align 64
  store i1 %Sl63, ptr %Sl, align 1
  %E66 = extractelement <8 x i64> zeroinitializer, i32 %E39
  %Shuff67 = shufflevector <8 x i1> zeroinitializer, <8 x i1> %Cmp37, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I68 = insertelement <8 x i64> %Shuff40, i64 %E60, i32 %3
  %Tr69 = trunc i16 -5793 to i1
  br label %CF

CF:                                               ; preds = %CF96
  %Sl70 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i64> zeroinitializer, <16 x i64> %Shuff28
  %L71 = load i64, ptr %0, align 4
  %E72 = extractelement <8 x i64> %L65, i32 52339
  %Shuff73 = shufflevector <2 x i32> %Shuff20, <2 x i32> %I55, <2 x i32> <i32 1, i32 3>
  %I74 = insertelement <8 x i64> zeroinitializer, i64 %4, i32 %Sl24
  %FC75 = sitofp i64 %E6 to float
  %Sl76 = select i1 %Sl43, <1 x i64> zeroinitializer, <1 x i64> zeroinitializer
  %Cmp77 = icmp eq <8 x i64> %L52, zeroinitializer
  %L78 = load float, ptr %Sl, align 4
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl30, align 32
  %E79 = extractelement <8 x i64> %Shuff34, i32 %E12
  %Shuff80 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %I62, <2 x i32> <i32 2, i32 0>
  %I81 = insertelement <2 x i32> %I29, i32 %E39, i32 %3
  %B82 = fdiv float %Sl36, %FC75
  %FC83 = uitofp <2 x i32> %I29 to <2 x double>
  %Sl84 = select i1 %Sl63, i64 %E27, i64 %4
  %Cmp85 = icmp sge <2 x i32> zeroinitializer, %Shuff73
  store float %FC75, ptr %Sl30, align 4
  store i8 99, ptr %0, align 1
  store i1 true, ptr %0, align 1
  store i8 99, ptr %Sl, align 1
  store float %FC75, ptr %0, align 4
  ret void
}
