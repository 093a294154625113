; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD14(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x i32>, align 32
  %A3 = alloca <4 x i16>, align 8
  %A2 = alloca <4 x i8>, align 4
  %A1 = alloca <4 x i32>, align 16
  %A = alloca <4 x i32>, align 16
  %L = load i1, ptr %0, align 1
  br label %CF104

CF104:                                            ; preds = %BB
  store <4 x i64> zeroinitializer, ptr %0, align 32
  %E = extractelement <8 x i16> zeroinitializer, i32 57459
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I = insertelement <8 x i16> zeroinitializer, i16 %E, i32 143539
  %B = udiv <1 x i32> zeroinitializer, zeroinitializer
  %FC = fptosi double 0x14659F046C63EC82 to i64
  %Sl = select i1 true, <1 x i32> %B, <1 x i32> zeroinitializer
  %Cmp = icmp uge i64 %FC, 219347
  br label %CF99

CF99:                                             ; preds = %CF104
  %L5 = load i16, ptr %0, align 2
  store <2 x i16> <i16 0, i16 -1>, ptr %0, align 4
  %E6 = extractelement <4 x i8> zeroinitializer, i32 57459
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 8, i32 10, i32 poison, i32 poison, i32 0, i32 poison, i32 4, i32 6>
  %I8 = insertelement <8 x i64> zeroinitializer, i64 %FC, i32 143539
  %Tr = trunc i64 %FC to i32
  %Sl9 = select i1 true, ptr %A2, ptr %0
  %Cmp10 = icmp slt i1 true, false
  br label %CF98

CF98:                                             ; preds = %CF99
  %L11 = load <2 x i1>, ptr %Sl9, align 1
  store i1 false, ptr %Sl9, align 1
  %E12 = extractelement <2 x i1> %L11, i32 143539
  br label %CF97

CF97:                                             ; preds = %CF97, %CF98
  %Shuff13 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 poison, i32 poison, i32 15, i32 1>
  %I14 = insertelement <4 x i8> zeroinitializer, i8 %E6, i32 57459
  %B15 = mul <1 x i32> %B, zeroinitializer
  %FC16 = uitofp i8 %E6 to double
  %Sl17 = select i1 false, ptr %A4, ptr %Sl9
  %Cmp18 = icmp ult <4 x i8> %Shuff, zeroinitializer
  %L19 = load float, ptr %Sl9, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl9, align 64
  %E20 = extractelement <4 x i8> %I14, i32 143539
  %Shuff21 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 4, i32 poison>
  %I22 = insertelement <4 x i8> %Shuff, i8 0, i32 %Tr
  %B23 = lshr <8 x i16> zeroinitializer, zeroinitializer
  %FC24 = uitofp <8 x i16> zeroinitializer to <8 x float>
  %Sl25 = select i1 true, i32 143539, i32 143539
  %Cmp26 = icmp ult i16 %L5, 5251
  br i1 %Cmp26, label %CF97, label %CF101

CF101:                                            ; preds = %CF97
  %L27 = load i1, ptr %Sl9, align 1
  br label %CF95

CF95:                                             ; preds = %CF95, %CF101
  %E28 = extractelement <1 x i32> zeroinitializer, i32 %3
  %Shuff29 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I30 = insertelement <8 x i32> %Shuff13, i32 57459, i32 57459
  %Tr31 = trunc i32 %3 to i8
  %Sl32 = select <4 x i1> %Cmp18, <4 x i8> %Shuff21, <4 x i8> zeroinitializer
  %Cmp33 = icmp ugt i8 -85, -85
  br i1 %Cmp33, label %CF95, label %CF103

CF103:                                            ; preds = %CF95
  %L34 = load <2 x i8>, ptr %Sl9, align 2
  store i8 %E20, ptr %Sl9, align 1
  %E35 = extractelement <2 x i1> %L11, i32 %Tr
  br label %CF

CF:                                               ; preds = %CF, %CF102, %CF103
  %Shuff36 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I37 = insertelement <4 x i8> %Shuff, i8 0, i32 57459
  %B38 = ashr <4 x i64> zeroinitializer, zeroinitializer
  %Tr39 = trunc <8 x i16> %I to <8 x i1>
  %Sl40 = select i1 %Cmp26, i64 %FC, i64 219347
  %Cmp41 = fcmp ueq double 0x8A4D16EC664BE86A, 0x722D56CCFE2BD84A
  br i1 %Cmp41, label %CF, label %CF102

CF102:                                            ; preds = %CF
  %L42 = load i8, ptr %A, align 1
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 8
  %E43 = extractelement <1 x i32> %Shuff29, i32 %Tr
  %Shuff44 = shufflevector <8 x i32> %I30, <8 x i32> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 poison>
  %I45 = insertelement <8 x i64> zeroinitializer, i64 219347, i32 %Tr
  %B46 = sub <4 x i8> %I37, %I14
  %Sl47 = select i1 %Cmp10, i32 143539, i32 143539
  %Cmp48 = icmp ult <4 x i8> %I14, zeroinitializer
  %L49 = load double, ptr %A, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl9, align 32
  %E50 = extractelement <8 x i64> zeroinitializer, i32 %E43
  %Shuff51 = shufflevector <8 x i32> %Shuff44, <8 x i32> %Shuff44, <8 x i32> <i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I52 = insertelement <8 x i64> %Shuff7, i64 219347, i32 57459
  %B53 = add <4 x i8> %B46, zeroinitializer
  %FC54 = sitofp i1 true to double
  %Sl55 = select i1 %Cmp41, ptr %A, ptr %Sl9
  %Cmp56 = icmp uge i1 false, true
  br i1 %Cmp56, label %CF, label %CF94

CF94:                                             ; preds = %CF94, %CF100, %CF102
  %L57 = load <2 x i1>, ptr %Sl9, align 1
  store i8 -85, ptr %Sl9, align 1
  %E58 = extractelement <8 x i16> zeroinitializer, i32 %E43
  %Shuff59 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff7, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison>
  %I60 = insertelement <2 x i1> %L11, i1 %Cmp, i32 57459
  %B61 = urem i8 %5, %E20
  %Sl62 = select <8 x i1> %Tr39, <8 x i64> %I8, <8 x i64> %I45
  %Cmp63 = icmp sgt <4 x i8> %I22, zeroinitializer
  %L64 = load <4 x i64>, ptr %Sl9, align 32
  store i1 %Cmp26, ptr %Sl55, align 1
  %E65 = extractelement <16 x i32> zeroinitializer, i32 %Tr
  %Shuff66 = shufflevector <4 x i8> %Shuff, <4 x i8> %B46, <4 x i32> <i32 5, i32 7, i32 poison, i32 poison>
  %I67 = insertelement <4 x i8> %Shuff, i8 0, i32 %Sl47
  %B68 = udiv i64 50135, %Sl40
  %Tr69 = trunc <8 x i32> zeroinitializer to <8 x i1>
  %Sl70 = select <4 x i1> %Cmp48, <4 x i8> %B53, <4 x i8> zeroinitializer
  %Cmp71 = icmp eq i32 143539, 57459
  br i1 %Cmp71, label %CF94, label %CF100

CF100:                                            ; preds = %CF94
  %L72 = load <8 x i1>, ptr %0, align 1
  store i32 57459, ptr %Sl55, align 4
  %E73 = extractelement <2 x i1> %L57, i32 57459
  br i1 %E73, label %CF94, label %CF96

CF96:                                             ; preds = %CF100
  %Shuff74 = shufflevector <8 x i64> %Shuff59, <8 x i64> %I45, <8 x i32> <i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 poison>
  %I75 = insertelement <8 x i64> %Shuff7, i64 %B68, i32 %3
  %B76 = udiv i16 3975, %E
  %FC77 = fptoui double 0xBA8D972C368B08AA to i8
  %Sl78 = select i1 %Cmp, double 0x96DD177C5ADBD0FA, double %L49
  %Cmp79 = icmp ugt <8 x i64> %Shuff74, zeroinitializer
  %L80 = load float, ptr %Sl9, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl9, align 32
  %E81 = extractelement <8 x i64> zeroinitializer, i32 57459
  %Shuff82 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 6, i32 0, i32 2>
  %I83 = insertelement <8 x i64> %Shuff74, i64 %E81, i32 57459
  %B84 = ashr i8 %5, %L42
  %Sl85 = select i1 %Cmp71, i64 %Sl40, i64 %Sl40
  %Cmp86 = icmp sge <8 x i32> %I30, zeroinitializer
  %L87 = load double, ptr %0, align 8
  store <8 x i16> %B23, ptr %Sl9, align 16
  %E88 = extractelement <4 x i8> %Shuff, i32 %E43
  %Shuff89 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff66, <4 x i32> <i32 0, i32 poison, i32 4, i32 6>
  %I90 = insertelement <4 x i8> %I14, i8 0, i32 %E65
  %B91 = mul <8 x i64> %I83, %Shuff7
  %Sl92 = select <4 x i1> %Cmp18, <4 x i8> %I37, <4 x i8> %B46
  %Cmp93 = icmp sge <4 x i8> zeroinitializer, %Shuff36
  store <8 x i32> %Shuff13, ptr %Sl9, align 32
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 8
  store <8 x i32> %Shuff13, ptr %Sl9, align 32
  store float %L19, ptr %Sl9, align 4
  ret void
}
