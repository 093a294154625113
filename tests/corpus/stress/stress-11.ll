; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD11(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca float, align 4
  %A2 = alloca float, align 4
  %A1 = alloca float, align 4
  %A = alloca i16, align 2
  %L = load <4 x i1>, ptr %A, align 1
  store i32 -1, ptr %0, align 4
  %E = extractelement <2 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I = insertelement <2 x i16> zeroinitializer, i16 -25263, i32 -1
  %B = shl <1 x i32> zeroinitializer, zeroinitializer
  %BC = bitcast i32 -1 to float
  %Sl = select i1 true, i1 true, i1 true
  br label %CF97

CF97:                                             ; preds = %BB
  %L5 = load i32, ptr %0, align 4
  store <2 x i16> %I, ptr %0, align 4
  %E6 = extractelement <8 x i8> zeroinitializer, i32 %L5
  %Shuff7 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I8 = insertelement <4 x i1> zeroinitializer, i1 true, i32 -1
  %B9 = udiv <4 x i64> zeroinitializer, zeroinitializer
  %Tr = trunc i8 125 to i1
  br label %CF91

CF91:                                             ; preds = %CF91, %CF97
  %Sl10 = select <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i1> zeroinitializer
  %Cmp = icmp ule i8 -127, %E6
  br i1 %Cmp, label %CF91, label %CF92

CF92:                                             ; preds = %CF92, %CF91
  %L11 = load <1 x i16>, ptr %A4, align 2
  store i1 %Tr, ptr %0, align 1
  %E12 = extractelement <8 x i8> zeroinitializer, i32 -1
  %Shuff13 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 poison, i32 11, i32 13, i32 15, i32 1, i32 3, i32 5, i32 poison>
  %I14 = insertelement <4 x i1> zeroinitializer, i1 %Sl, i32 %L5
  %B15 = shl i32 %L5, %3
  %Sl16 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i8> zeroinitializer, <8 x i8> zeroinitializer
  %Cmp17 = icmp eq i1 true, %Sl
  br i1 %Cmp17, label %CF92, label %CF98

CF98:                                             ; preds = %CF98, %CF92
  %L18 = load <4 x i1>, ptr %0, align 1
  store float 0x386337D700000000, ptr %0, align 4
  %E19 = extractelement <2 x i16> %Shuff7, i32 %L5
  %Shuff20 = shufflevector <2 x i16> %I, <2 x i16> %I, <2 x i32> <i32 1, i32 3>
  %I21 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 %L5
  %FC = fptosi double 0x3C3BEA5A3B399ED8 to i16
  %Sl22 = select i1 %Cmp, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer
  %Cmp23 = icmp ugt i64 384045, 0
  br i1 %Cmp23, label %CF98, label %CF99

CF99:                                             ; preds = %CF98
  %L24 = load i8, ptr %0, align 1
  %E25 = extractelement <2 x i16> %Shuff7, i32 %L5
  %Shuff26 = shufflevector <4 x i64> %B9, <4 x i64> %B9, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I27 = insertelement <4 x i1> zeroinitializer, i1 %Cmp23, i32 %3
  %ZE = zext i1 %Sl to i32
  %Sl28 = select i1 %Sl, <1 x i32> zeroinitializer, <1 x i32> zeroinitializer
  %Cmp29 = icmp sgt <2 x i1> zeroinitializer, zeroinitializer
  %L30 = load i16, ptr %0, align 2
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A, align 16
  %E31 = extractelement <8 x i8> %I21, i32 %ZE
  %Shuff32 = shufflevector <2 x i1> %Sl22, <2 x i1> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I33 = insertelement <8 x i8> zeroinitializer, i8 %E12, i32 %ZE
  %B34 = xor i16 %E, -25263
  %ZE35 = zext i16 %E25 to i64
  %Sl36 = select i1 true, <2 x i16> zeroinitializer, <2 x i16> zeroinitializer
  %L37 = load <8 x i1>, ptr %0, align 1
  store i8 %5, ptr %0, align 1
  %E38 = extractelement <2 x i16> zeroinitializer, i32 %ZE
  %Shuff39 = shufflevector <4 x i1> %L18, <4 x i1> %I8, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I40 = insertelement <2 x i16> zeroinitializer, i16 -25263, i32 -1
  %B41 = mul i8 %L24, %5
  %Tr42 = trunc <8 x i32> zeroinitializer to <8 x i1>
  %Sl43 = select i1 %Cmp23, i8 -39, i8 %5
  %Cmp44 = icmp ule i16 %E25, %E
  br label %CF90

CF90:                                             ; preds = %CF90, %CF96, %CF99
  %L45 = load i8, ptr %0, align 1
  store <4 x i64> %B9, ptr %0, align 32
  %E46 = extractelement <4 x i1> %Sl10, i32 %3
  br i1 %E46, label %CF90, label %CF96

CF96:                                             ; preds = %CF90
  %Shuff47 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I, <2 x i32> <i32 poison, i32 2>
  %I48 = insertelement <2 x i16> %Shuff47, i16 -25263, i32 -1
  %B49 = urem i64 0, %ZE35
  %Se = sext <2 x i16> %I40 to <2 x i64>
  %Sl50 = select i1 %Cmp23, i64 %ZE35, i64 384045
  %Cmp51 = icmp eq <8 x i1> %Tr42, %L37
  %L52 = load i64, ptr %0, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E53 = extractelement <8 x i32> zeroinitializer, i32 %L5
  %Shuff54 = shufflevector <4 x i1> %L, <4 x i1> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I55 = insertelement <4 x i1> %L, i1 true, i32 %3
  %B56 = xor i64 %B49, -1
  %ZE57 = zext i16 %L30 to i64
  %Sl58 = select i1 %Cmp44, float 0xC2D0B12480000000, float %BC
  %Cmp59 = icmp ult <4 x i64> %B9, zeroinitializer
  %L60 = load <8 x i32>, ptr %0, align 32
  store i1 %Cmp23, ptr %0, align 1
  %E61 = extractelement <4 x i1> %Shuff54, i32 %E53
  br i1 %E61, label %CF90, label %CF94

CF94:                                             ; preds = %CF96
  %Shuff62 = shufflevector <8 x i32> %Shuff13, <8 x i32> zeroinitializer, <8 x i32> <i32 poison, i32 13, i32 poison, i32 1, i32 3, i32 5, i32 7, i32 9>
  %I63 = insertelement <2 x i16> %Shuff7, i16 221, i32 %ZE
  %B64 = fdiv double 0xBBAF8ACE3CAD414C, 0x3C3BEA5A3B399ED8
  %FC65 = sitofp <8 x i32> zeroinitializer to <8 x double>
  %Sl66 = select i1 %Cmp44, i1 %E46, i1 true
  br label %CF

CF:                                               ; preds = %CF, %CF95, %CF94
  %L67 = load float, ptr %0, align 4
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 32
  %E68 = extractelement <2 x i1> %Sl22, i32 %L5
  br i1 %E68, label %CF, label %CF95

CF95:                                             ; preds = %CF
  %Shuff69 = shufflevector <2 x i16> %Shuff7, <2 x i16> %Shuff20, <2 x i32> <i32 0, i32 poison>
  %I70 = insertelement <4 x i1> %Shuff39, i1 true, i32 -1
  %B71 = shl <4 x i64> %Shuff26, zeroinitializer
  %FC72 = uitofp <8 x i8> zeroinitializer to <8 x float>
  %Sl73 = select i1 %Sl, i32 %L5, i32 %3
  %Cmp74 = icmp sgt <4 x i64> zeroinitializer, %B9
  %L75 = load double, ptr %0, align 8
  store <4 x i8> <i8 0, i8 -1, i8 0, i8 -1>, ptr %0, align 4
  %E76 = extractelement <2 x i16> %Shuff7, i32 %L5
  %Shuff77 = shufflevector <8 x i8> %Sl16, <8 x i8> %Sl16, <8 x i32> <i32 2, i32 4, i32 6, i32 8, i32 poison, i32 12, i32 14, i32 0>
  %I78 = insertelement <2 x i16> %I40, i16 -25263, i32 %L5
  %B79 = add <4 x i64> %Shuff26, %B71
  %Se80 = sext <2 x i1> zeroinitializer to <2 x i16>
  %Sl81 = select i1 true, i64 %ZE35, i64 %ZE35
  %Cmp82 = icmp sgt i32 %ZE, %E53
  br i1 %Cmp82, label %CF, label %CF93

CF93:                                             ; preds = %CF95
  %L83 = load double, ptr %0, align 8
  %E84 = extractelement <1 x i32> %Sl28, i32 %E53
  %Shuff85 = shufflevector <2 x i16> %Shuff69, <2 x i16> %Shuff20, <2 x i32> <i32 3, i32 1>
  %I86 = insertelement <1 x i16> %L11, i16 %E19, i32 %L5
  %FC87 = fptosi double 0x3C3BEA5A3B399ED8 to i32
  %Sl88 = select i1 %Cmp44, float 0xC33C25F000000000, float 0x386337D700000000
  %Cmp89 = icmp slt <4 x i64> %B9, %B71
  store i16 %E76, ptr %0, align 2
  store i64 -1, ptr %0, align 4
  store i8 %5, ptr %0, align 1
  store i8 %5, ptr %0, align 1
  ret void
}
