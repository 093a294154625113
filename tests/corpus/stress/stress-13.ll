; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD13(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca double, align 8
  %A3 = alloca i8, align 1
  %A2 = alloca i1, align 1
  %A1 = alloca i32, align 4
  %A = alloca i8, align 1
  %L = load i32, ptr %A1, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A3, align 16
  %E = extractelement <16 x i64> zeroinitializer, i32 %L
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I = insertelement <4 x i64> zeroinitializer, i64 %E, i32 430107
  %B = add i32 %3, %L
  %FC = fptosi double 0xED56574FED34AF2 to i32
  %Sl = select i1 true, i16 -16985, i16 -25305
  %L5 = load double, ptr %0, align 8
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E6 = extractelement <8 x i64> zeroinitializer, i32 241299
  %Shuff7 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I8 = insertelement <4 x i64> zeroinitializer, i64 %E, i32 %3
  %BC = bitcast i64 %E6 to double
  %Sl9 = select i1 true, i8 -121, i8 %5
  %Cmp = icmp sgt i8 31, -61
  br label %CF92

CF92:                                             ; preds = %BB
  %L10 = load <2 x i1>, ptr %0, align 1
  store double 0x6B69CB08AD678286, ptr %0, align 8
  %E11 = extractelement <16 x i64> zeroinitializer, i32 %L
  %Shuff12 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I13 = insertelement <4 x i64> %Shuff, i64 %E, i32 430107
  %B14 = mul i8 47, 99
  %Sl15 = select i1 %Cmp, i1 %Cmp, i1 false
  br label %CF89

CF89:                                             ; preds = %CF89, %CF95, %CF92
  %L16 = load <8 x double>, ptr %0, align 64
  store i1 true, ptr %0, align 1
  %E17 = extractelement <2 x i1> %L10, i32 430107
  br i1 %E17, label %CF89, label %CF91

CF91:                                             ; preds = %CF91, %CF89
  %Shuff18 = shufflevector <2 x i1> %L10, <2 x i1> %L10, <2 x i32> <i32 3, i32 poison>
  %I19 = insertelement <4 x i64> %Shuff12, i64 %E, i32 %B
  %B20 = urem i16 %Sl, -16985
  %BC21 = bitcast i32 %B to float
  %Sl22 = select i1 false, i1 false, i1 true
  br i1 %Sl22, label %CF91, label %CF95

CF95:                                             ; preds = %CF91
  %Cmp23 = icmp sge i1 true, true
  br i1 %Cmp23, label %CF89, label %CF90

CF90:                                             ; preds = %CF95
  %L24 = load <2 x i8>, ptr %0, align 2
  store float %BC21, ptr %0, align 4
  %E25 = extractelement <2 x i64> zeroinitializer, i32 %L
  %Shuff26 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 15, i32 poison, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13>
  %I27 = insertelement <8 x i32> zeroinitializer, i32 %L, i32 241299
  %B28 = mul <4 x i64> zeroinitializer, zeroinitializer
  %Se = sext i1 true to i64
  %Sl29 = select i1 true, i8 %5, i8 99
  %L30 = load <2 x float>, ptr %0, align 8
  store i1 %Cmp, ptr %A, align 1
  %E31 = extractelement <16 x i64> zeroinitializer, i32 %3
  %Shuff32 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I33 = insertelement <4 x i64> %Shuff32, i64 143247, i32 %3
  %B34 = fdiv double 0x1AE5C584B2E35302, 0xE7799B18D177FA96
  %ZE = zext <16 x i8> zeroinitializer to <16 x i64>
  %Sl35 = select i1 %Sl22, i1 true, i1 true
  br label %CF

CF:                                               ; preds = %CF, %CF97, %CF94, %CF90
  %Cmp36 = fcmp ueq float 0xC2D66F5A40000000, %BC21
  br i1 %Cmp36, label %CF, label %CF96

CF96:                                             ; preds = %CF96, %CF100, %CF
  %L37 = load <1 x double>, ptr %0, align 8
  store float 0x4332E556C0000000, ptr %0, align 4
  %E38 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff39 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I40 = insertelement <4 x i64> %Shuff39, i64 %E11, i32 %3
  %Tr = trunc i16 -9077 to i8
  %Sl41 = select i1 true, i16 17579, i16 -25305
  %Cmp42 = fcmp ueq double 0xE7799B18D177FA96, 0xD635E4D436333A52
  br i1 %Cmp42, label %CF96, label %CF100

CF100:                                            ; preds = %CF96
  %L43 = load i1, ptr %0, align 1
  br i1 %L43, label %CF96, label %CF97

CF97:                                             ; preds = %CF100
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 16
  %E44 = extractelement <4 x i64> %Shuff12, i32 %B
  %Shuff45 = shufflevector <2 x i8> %L24, <2 x i8> %L24, <2 x i32> <i32 poison, i32 0>
  %I46 = insertelement <2 x i8> %Shuff45, i8 -121, i32 %3
  %Tr47 = trunc <4 x i64> zeroinitializer to <4 x i8>
  %Sl48 = select i1 %L43, double 0xD635E4D436333A52, double 0xD635E4D436333A52
  %Cmp49 = icmp uge i8 99, %Sl9
  br i1 %Cmp49, label %CF, label %CF93

CF93:                                             ; preds = %CF93, %CF99, %CF97
  %L50 = load i64, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E51 = extractelement <4 x i64> zeroinitializer, i32 %L
  %Shuff52 = shufflevector <1 x double> %L37, <1 x double> %L37, <1 x i32> poison
  %I53 = insertelement <4 x i64> zeroinitializer, i64 %L50, i32 %3
  %B54 = srem i8 35, %5
  %Tr55 = trunc i8 %B14 to i1
  br i1 %Tr55, label %CF93, label %CF98

CF98:                                             ; preds = %CF98, %CF93
  %Sl56 = select i1 true, i64 %L50, i64 %E
  %L57 = load <8 x i8>, ptr %0, align 8
  store double 0xD635E4D436333A52, ptr %0, align 8
  %E58 = extractelement <4 x i64> zeroinitializer, i32 241299
  %Shuff59 = shufflevector <8 x i32> %Shuff26, <8 x i32> zeroinitializer, <8 x i32> <i32 7, i32 9, i32 11, i32 poison, i32 15, i32 poison, i32 3, i32 5>
  %I60 = insertelement <16 x i64> zeroinitializer, i64 %Sl56, i32 %L
  %B61 = mul i8 %B14, %Sl29
  %FC62 = uitofp i8 99 to double
  %Sl63 = select <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i64> %Shuff32, <4 x i64> %I53
  %Cmp64 = icmp ule <4 x i64> %I40, zeroinitializer
  %L65 = load <16 x i16>, ptr %0, align 32
  store double %B34, ptr %0, align 8
  %E66 = extractelement <4 x i64> zeroinitializer, i32 %3
  %Shuff67 = shufflevector <4 x i64> %Shuff32, <4 x i64> %Shuff, <4 x i32> <i32 poison, i32 3, i32 5, i32 7>
  %I68 = insertelement <16 x i64> %ZE, i64 %E31, i32 %3
  %B69 = sub <4 x i64> %B28, zeroinitializer
  %Se70 = sext i1 %Cmp36 to i8
  %Sl71 = select i1 %Cmp42, double 0xD635E4D436333A52, double %L5
  %Cmp72 = fcmp ueq double 0x1AE5C584B2E35302, 0x1AE5C584B2E35302
  br i1 %Cmp72, label %CF98, label %CF99

CF99:                                             ; preds = %CF98
  %L73 = load i32, ptr %0, align 4
  store <8 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 16
  %E74 = extractelement <8 x i8> %L57, i32 241299
  %Shuff75 = shufflevector <4 x i8> %Tr47, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I76 = insertelement <2 x i64> zeroinitializer, i64 143247, i32 %3
  %B77 = shl i32 241299, %L73
  %Sl78 = select i1 true, i16 -23509, i16 -9077
  %Cmp79 = fcmp ueq double %Sl48, %Sl48
  br i1 %Cmp79, label %CF93, label %CF94

CF94:                                             ; preds = %CF99
  %L80 = load <8 x float>, ptr %A4, align 32
  store float %BC21, ptr %0, align 4
  %E81 = extractelement <8 x i32> zeroinitializer, i32 %L73
  %Shuff82 = shufflevector <4 x i64> %I8, <4 x i64> %I8, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %I83 = insertelement <16 x i64> zeroinitializer, i64 %E6, i32 %L73
  %B84 = urem i8 %Se70, %Sl9
  %Se85 = sext i16 -23509 to i32
  %Sl86 = select i1 %Cmp49, i64 %E58, i64 143247
  %Cmp87 = icmp ne i32 %L, 430107
  br i1 %Cmp87, label %CF, label %CF88

CF88:                                             ; preds = %CF94
  store i1 %Cmp, ptr %0, align 1
  store i1 true, ptr %0, align 1
  store i8 %B54, ptr %0, align 1
  store i1 true, ptr %0, align 1
  store float 0x4332E556C0000000, ptr %0, align 4
  ret void
}
