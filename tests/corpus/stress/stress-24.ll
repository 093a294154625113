; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD24(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <2 x i16>, align 4
  %A3 = alloca <16 x float>, align 64
  %A2 = alloca <2 x float>, align 8
  %A1 = alloca <8 x float>, align 32
  %A = alloca <16 x i1>, align 2
  %L = load <2 x double>, ptr %0, align 16
  store i64 -1, ptr %0, align 4
  %E = extractelement <4 x i16> zeroinitializer, i32 -1
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I = insertelement <16 x i64> zeroinitializer, i64 %4, i32 0
  %PC = bitcast ptr %A4 to ptr
  %Sl = select i1 false, i64 %4, i64 %4
  %Cmp = icmp ult i16 0, 0
  br label %CF92

CF92:                                             ; preds = %CF92, %BB
  %L5 = load <2 x i64>, ptr %PC, align 16
  store i32 -1, ptr %PC, align 4
  %E6 = extractelement <4 x i64> zeroinitializer, i32 -1
  %Shuff7 = shufflevector <16 x i32> zeroinitializer, <16 x i32> zeroinitializer, <16 x i32> <i32 5, i32 7, i32 9, i32 poison, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 poison, i32 29, i32 31, i32 poison, i32 poison>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 -1, i32 -1
  %B = fmul double 0x2F5730769455CAF4, 0xD89F93BE319D223C
  %Tr = trunc <4 x i64> zeroinitializer to <4 x i32>
  %Sl9 = select <2 x i1> <i1 true, i1 false>, <2 x double> %L, <2 x double> %L
  %Cmp10 = icmp eq i8 %5, 0
  br i1 %Cmp10, label %CF92, label %CF94

CF94:                                             ; preds = %CF92
  %L11 = load <4 x i16>, ptr %PC, align 8
  store i64 106597, ptr %PC, align 4
  %E12 = extractelement <4 x i64> %Shuff, i32 39241
  %Shuff13 = shufflevector <2 x i64> %L5, <2 x i64> %L5, <2 x i32> <i32 1, i32 3>
  %I14 = insertelement <4 x i16> zeroinitializer, i16 0, i32 -1
  %Tr15 = trunc i64 %E12 to i16
  %Sl16 = select i1 %Cmp, double %B, double 0xD89F93BE319D223C
  %Cmp17 = fcmp uge <2 x double> %Sl9, %Sl9
  %L18 = load i8, ptr %0, align 1
  store <4 x i32> %Tr, ptr %A, align 16
  %E19 = extractelement <4 x i16> zeroinitializer, i32 0
  %Shuff20 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 4, i32 poison, i32 0, i32 2>
  %I21 = insertelement <16 x i64> zeroinitializer, i64 %4, i32 -1
  %B22 = srem i64 -1, %4
  %Tr23 = trunc <4 x i16> zeroinitializer to <4 x i1>
  %Sl24 = select i1 true, i8 %L18, i8 %L18
  %Cmp25 = icmp ne <16 x i64> %I21, %I21
  %L26 = load <16 x i8>, ptr %PC, align 16
  store i64 -1, ptr %0, align 4
  %E27 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff28 = shufflevector <4 x i64> zeroinitializer, <4 x i64> %I8, <4 x i32> <i32 1, i32 3, i32 5, i32 poison>
  %I29 = insertelement <16 x i8> %L26, i8 %L18, i32 39241
  %FC = sitofp i1 true to float
  %Sl30 = select i1 true, ptr %A1, ptr %A1
  %L31 = load float, ptr %Sl30, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl30, align 16
  %E32 = extractelement <16 x i1> zeroinitializer, i32 -1
  br label %CF91

CF91:                                             ; preds = %CF94
  %Shuff33 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I34 = insertelement <4 x i16> %Shuff20, i16 0, i32 %3
  %B35 = sdiv i16 %E27, 0
  %FC36 = fptosi float %FC to i1
  br label %CF89

CF89:                                             ; preds = %CF89, %CF97, %CF91
  %Sl37 = select i1 %E32, <16 x i1> zeroinitializer, <16 x i1> zeroinitializer
  %Cmp38 = icmp ugt i16 %E27, %E19
  br i1 %Cmp38, label %CF89, label %CF97

CF97:                                             ; preds = %CF89
  %L39 = load i64, ptr %PC, align 4
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E40 = extractelement <2 x i8> %Shuff33, i32 39241
  %Shuff41 = shufflevector <4 x i64> %Shuff, <4 x i64> %Shuff, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I42 = insertelement <16 x i1> %Sl37, i1 false, i32 -1
  %B43 = srem i32 -1, %3
  %PC44 = bitcast ptr %A4 to ptr
  %Sl45 = select i1 true, <4 x i16> %Shuff20, <4 x i16> zeroinitializer
  %L46 = load <2 x float>, ptr %Sl30, align 8
  store double 0xD89F93BE319D223C, ptr %PC, align 8
  %E47 = extractelement <4 x i16> zeroinitializer, i32 %B43
  %Shuff48 = shufflevector <16 x i8> %L26, <16 x i8> %L26, <16 x i32> <i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 poison, i32 23, i32 25, i32 27, i32 poison, i32 31>
  %I49 = insertelement <4 x i16> %Shuff20, i16 %E27, i32 %3
  %B50 = xor i32 %B43, %B43
  %BC = bitcast i32 0 to float
  %Sl51 = select i1 true, <4 x i16> zeroinitializer, <4 x i16> %Shuff20
  %Cmp52 = fcmp ult double %Sl16, %Sl16
  br i1 %Cmp52, label %CF89, label %CF93

CF93:                                             ; preds = %CF93, %CF97
  %L53 = load i32, ptr %PC44, align 4
  store <16 x i32> zeroinitializer, ptr %Sl30, align 64
  %E54 = extractelement <16 x i1> zeroinitializer, i32 -1
  br i1 %E54, label %CF93, label %CF96

CF96:                                             ; preds = %CF93
  %Shuff55 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 14, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12>
  %I56 = insertelement <2 x i64> %L5, i64 106597, i32 39241
  %B57 = add <2 x i64> %I56, %L5
  %FC58 = fptosi float %L31 to i32
  %Sl59 = select i1 %Cmp, ptr %PC44, ptr %Sl30
  %Cmp60 = icmp ult <2 x i8> zeroinitializer, %Shuff33
  %L61 = load <8 x i8>, ptr %PC44, align 8
  store i16 0, ptr %PC, align 2
  %E62 = extractelement <8 x i8> %L61, i32 %3
  %Shuff63 = shufflevector <2 x i8> %Shuff33, <2 x i8> %Shuff33, <2 x i32> poison
  %I64 = insertelement <2 x i1> %Cmp17, i1 %E32, i32 0
  %Tr65 = trunc <4 x i16> %I34 to <4 x i1>
  %Sl66 = select i1 true, i16 %E47, i16 %E27
  %Cmp67 = icmp slt i16 %E47, 0
  br label %CF

CF:                                               ; preds = %CF, %CF95, %CF96
  %L68 = load <4 x float>, ptr %PC, align 16
  store i16 %Sl66, ptr %PC, align 2
  %E69 = extractelement <2 x i8> %Shuff33, i32 -1
  %Shuff70 = shufflevector <2 x i1> %Cmp60, <2 x i1> %Cmp17, <2 x i32> <i32 3, i32 1>
  %I71 = insertelement <4 x i16> %Sl51, i16 %Tr15, i32 %FC58
  %B72 = fdiv float 0x3E602E1400000000, %FC
  %Tr73 = trunc i64 106597 to i32
  %Sl74 = select i1 %Cmp52, float %FC, float %FC
  %Cmp75 = fcmp une double %Sl16, 0xD89F93BE319D223C
  br i1 %Cmp75, label %CF, label %CF95

CF95:                                             ; preds = %CF
  %L76 = load <16 x double>, ptr %0, align 128
  store i8 %E40, ptr %PC, align 1
  %E77 = extractelement <4 x i64> %Shuff, i32 %Tr73
  %Shuff78 = shufflevector <4 x i16> %I71, <4 x i16> %L11, <4 x i32> <i32 3, i32 5, i32 poison, i32 poison>
  %I79 = insertelement <16 x double> %L76, double %B, i32 0
  %FC80 = fptosi float %B72 to i8
  %Sl81 = select i1 true, double %B, double 0xD89F93BE319D223C
  %Cmp82 = icmp ne <4 x i16> zeroinitializer, zeroinitializer
  %L83 = load <4 x double>, ptr %PC, align 32
  store i64 %E77, ptr %Sl30, align 4
  %E84 = extractelement <4 x i16> %I71, i32 %Tr73
  %Shuff85 = shufflevector <2 x i1> %I64, <2 x i1> %Cmp17, <2 x i32> <i32 3, i32 1>
  %I86 = insertelement <2 x i1> %Shuff85, i1 %Cmp67, i32 %Tr73
  %Sl87 = select i1 false, <8 x i8> %L61, <8 x i8> %L61
  %Cmp88 = fcmp ole double %Sl16, %Sl81
  br i1 %Cmp88, label %CF, label %CF90

CF90:                                             ; preds = %CF95
  store i8 %FC80, ptr %0, align 1
  store double %B, ptr %Sl59, align 8
  store i32 %3, ptr %Sl59, align 4
  store float 0x422D262100000000, ptr %PC, align 4
  store i8 %E69, ptr %0, align 1
  ret void
}
