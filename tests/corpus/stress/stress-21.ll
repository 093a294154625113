; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD21(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i8, align 1
  %A3 = alloca double, align 8
  %A2 = alloca i1, align 1
  %A1 = alloca float, align 4
  %A = alloca i64, align 8
  %L = load i16, ptr %0, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E = extractelement <8 x i8> zeroinitializer, i32 202475
  %Shuff = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I = insertelement <8 x i64> zeroinitializer, i64 494063, i32 202475
  %B = fsub double 0x7AADFF4C46ABC0CA, 0x6095E734B0932CB2
  %Tr = trunc i64 12687 to i8
  %Sl = select <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %L5 = load i16, ptr %0, align 2
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %A4, align 4
  %E6 = extractelement <4 x i1> zeroinitializer, i32 %3
  br label %CF91

CF91:                                             ; preds = %CF91, %BB
  %Shuff7 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 0, i32 poison, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14>
  %I8 = insertelement <8 x i64> zeroinitializer, i64 494063, i32 202475
  %B9 = urem i8 -1, -89
  %FC = fptosi float 0x43A7EC0BC0000000 to i64
  %Sl10 = select i1 %E6, i1 true, i1 true
  br i1 %Sl10, label %CF91, label %CF97

CF97:                                             ; preds = %CF91
  %Cmp = icmp ne i64 12687, 494063
  br label %CF

CF:                                               ; preds = %CF, %CF100, %CF96, %CF95, %CF94, %CF97
  %L11 = load <4 x i64>, ptr %0, align 32
  store double 0x6095E734B0932CB2, ptr %0, align 8
  %E12 = extractelement <8 x i8> zeroinitializer, i32 202475
  %Shuff13 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I14 = insertelement <4 x i1> zeroinitializer, i1 true, i32 -1
  %B15 = fadd float 0xC26EEF92C0000000, 0x43A7EC0BC0000000
  %Se = sext i1 true to i64
  %Sl16 = select <2 x i1> <i1 true, i1 false>, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp17 = icmp slt i8 %B9, %Tr
  br i1 %Cmp17, label %CF, label %CF100

CF100:                                            ; preds = %CF
  %L18 = load <2 x i16>, ptr %0, align 4
  store i8 %E12, ptr %0, align 1
  %E19 = extractelement <4 x i1> %Sl, i32 202475
  br i1 %E19, label %CF, label %CF96

CF96:                                             ; preds = %CF100
  %Shuff20 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Sl, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I21 = insertelement <8 x i64> %Shuff, i64 501291, i32 %3
  %BC = bitcast <2 x i64> %Sl16 to <2 x double>
  %Sl22 = select i1 %Cmp17, i16 0, i16 0
  %Cmp23 = icmp ule <8 x i64> zeroinitializer, %Shuff
  %L24 = load <4 x i32>, ptr %0, align 16
  store float %B15, ptr %0, align 4
  %E25 = extractelement <8 x i64> zeroinitializer, i32 227899
  %Shuff26 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Sl16, <2 x i32> <i32 1, i32 3>
  %I27 = insertelement <2 x i64> zeroinitializer, i64 501291, i32 202475
  %B28 = udiv i8 -1, %Tr
  %Sl29 = select <1 x i1> <i1 true>, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %Cmp30 = icmp sge i32 202475, %3
  br i1 %Cmp30, label %CF, label %CF95

CF95:                                             ; preds = %CF96
  %L31 = load float, ptr %0, align 4
  %E32 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff33 = shufflevector <8 x i64> %Shuff, <8 x i64> zeroinitializer, <8 x i32> <i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison, i32 poison, i32 7>
  %I34 = insertelement <8 x i64> %Shuff33, i64 515723, i32 %3
  %B35 = ashr i8 %B9, %B9
  %ZE = zext <8 x i8> zeroinitializer to <8 x i16>
  %Sl36 = select i1 %Sl10, float 0x416AE98EC0000000, float 0x43A7EC0BC0000000
  %L37 = load i16, ptr %0, align 2
  store <4 x i64> %L11, ptr %0, align 32
  %E38 = extractelement <2 x double> %BC, i32 %3
  %Shuff39 = shufflevector <2 x i64> %Sl16, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I40 = insertelement <8 x i8> zeroinitializer, i8 -1, i32 202475
  %B41 = shl <2 x i64> zeroinitializer, %Sl16
  %ZE42 = fpext float 0x416AE98EC0000000 to double
  %Sl43 = select i1 %Cmp30, i64 %FC, i64 515723
  %Cmp44 = fcmp ugt float 0xBDECE090C0000000, %B15
  br i1 %Cmp44, label %CF, label %CF94

CF94:                                             ; preds = %CF95
  %L45 = load float, ptr %0, align 4
  store <4 x i32> %L24, ptr %0, align 16
  %E46 = extractelement <2 x i16> %L18, i32 202475
  %Shuff47 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %Shuff, <8 x i32> <i32 6, i32 8, i32 10, i32 poison, i32 14, i32 0, i32 2, i32 4>
  %I48 = insertelement <1 x i32> zeroinitializer, i32 202475, i32 %3
  %B49 = sdiv <8 x i16> %ZE, %ZE
  %Tr50 = trunc <8 x i64> %I to <8 x i8>
  %Sl51 = select i1 %Cmp44, <8 x i64> %I8, <8 x i64> %Shuff47
  %Cmp52 = fcmp une float 0x416AE98EC0000000, %B15
  br i1 %Cmp52, label %CF, label %CF90

CF90:                                             ; preds = %CF90, %CF99, %CF94
  %L53 = load i32, ptr %0, align 4
  store <1 x i64> zeroinitializer, ptr %0, align 8
  %E54 = extractelement <8 x i64> %Shuff47, i32 %L53
  %Shuff55 = shufflevector <8 x i64> %Shuff, <8 x i64> %Shuff, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 poison, i32 15, i32 1, i32 3>
  %I56 = insertelement <2 x i64> %Shuff26, i64 %Se, i32 202475
  %B57 = add <2 x i64> %Sl16, %Shuff39
  %FC58 = uitofp i8 %5 to float
  %Sl59 = select i1 %Cmp30, double %E38, double 0x7AADFF4C46ABC0CA
  %Cmp60 = icmp eq i16 %E46, 0
  br i1 %Cmp60, label %CF90, label %CF99

CF99:                                             ; preds = %CF90
  %L61 = load i16, ptr %0, align 2
  store <8 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 32
  %E62 = extractelement <8 x i64> %I, i32 %L53
  %Shuff63 = shufflevector <2 x i64> %Shuff26, <2 x i64> %Sl16, <2 x i32> <i32 2, i32 poison>
  %I64 = insertelement <8 x i8> %Shuff7, i8 -89, i32 227899
  %B65 = srem i8 -89, %B28
  %FC66 = fptosi double 0x7AADFF4C46ABC0CA to i1
  br i1 %FC66, label %CF90, label %CF92

CF92:                                             ; preds = %CF92, %CF99
  %Sl67 = select i1 %FC66, <2 x i64> %I27, <2 x i64> %Sl16
  %Cmp68 = icmp sgt <1 x i32> %I48, zeroinitializer
  %L69 = load i1, ptr %0, align 1
  br i1 %L69, label %CF92, label %CF93

CF93:                                             ; preds = %CF93, %CF92
  store <2 x i64> %Shuff39, ptr %0, align 16
  %E70 = extractelement <8 x i64> %Shuff47, i32 %3
  %Shuff71 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %I21, <8 x i32> <i32 12, i32 14, i32 poison, i32 2, i32 4, i32 6, i32 poison, i32 10>
  %I72 = insertelement <1 x i32> %Sl29, i32 %L53, i32 %3
  %B73 = udiv i16 %E46, -24241
  %PC = bitcast ptr %A to ptr
  %Sl74 = select i1 true, float 0x416AE98EC0000000, float %FC58
  %Cmp75 = icmp eq <8 x i64> %I21, %Shuff55
  %L76 = load <8 x i1>, ptr %PC, align 1
  store i16 %L5, ptr %PC, align 2
  %E77 = extractelement <8 x i64> %Shuff47, i32 202475
  %Shuff78 = shufflevector <1 x i32> %I48, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I79 = insertelement <4 x i1> %Shuff13, i1 %Sl10, i32 227899
  %B80 = add i8 %B9, %5
  %Tr81 = trunc <2 x i64> %Shuff39 to <2 x i16>
  %Sl82 = select i1 true, i8 %B80, i8 %B65
  %L83 = load <4 x i8>, ptr %PC, align 4
  store i64 %E77, ptr %PC, align 4
  %E84 = extractelement <2 x i64> %Shuff63, i32 %L53
  %Shuff85 = shufflevector <8 x i64> %I34, <8 x i64> %Shuff71, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 3>
  %I86 = insertelement <8 x i8> %I64, i8 %B80, i32 202475
  %B87 = or i16 %L5, -24241
  %Sl88 = select i1 %Cmp44, i64 %E77, i64 %E62
  %Cmp89 = icmp eq i16 24659, %Sl22
  br i1 %Cmp89, label %CF93, label %CF98

CF98:                                             ; preds = %CF93
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %PC, align 32
  store <2 x i64> zeroinitializer, ptr %PC, align 16
  store <16 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %PC, align 64
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %PC, align 8
  store <4 x i32> %L24, ptr %PC, align 16
  ret void
}
