; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD23(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca float, align 4
  %A3 = alloca i16, align 2
  %A2 = alloca i16, align 2
  %A1 = alloca i32, align 4
  %A = alloca i32, align 4
  %L = load i1, ptr %0, align 1
  br label %CF96

CF96:                                             ; preds = %CF96, %BB
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 8
  %E = extractelement <4 x i32> zeroinitializer, i32 31841
  %Shuff = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 poison>
  %I = insertelement <16 x i64> zeroinitializer, i64 %4, i32 %3
  %B = xor i32 376377, %E
  %FC = uitofp <2 x i64> zeroinitializer to <2 x float>
  %Sl = select i1 false, ptr %1, ptr %0
  %L5 = load <8 x i8>, ptr %Sl, align 8
  store i1 false, ptr %Sl, align 1
  %E6 = extractelement <16 x i64> zeroinitializer, i32 %E
  %Shuff7 = shufflevector <2 x i32> %Shuff, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 poison>
  %I8 = insertelement <2 x i64> zeroinitializer, i64 %4, i32 376377
  %B9 = lshr i16 -10291, 20773
  %FC10 = fptoui float 0xC2DB284F00000000 to i8
  %Sl11 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x i8> zeroinitializer, <16 x i8> zeroinitializer
  %Cmp = icmp sge i32 376377, 103145
  br i1 %Cmp, label %CF96, label %CF100

CF100:                                            ; preds = %CF96
  %L12 = load <16 x double>, ptr %Sl, align 128
  store i16 9053, ptr %A, align 2
  %E13 = extractelement <4 x i32> zeroinitializer, i32 %E
  %Shuff14 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I15 = insertelement <8 x i8> %L5, i8 %FC10, i32 103145
  %Se = sext <8 x i8> %I15 to <8 x i16>
  %Sl16 = select i1 false, float 0xB916344A00000000, float 0x4045223900000000
  %Cmp17 = icmp ule i64 %4, 454637
  br label %CF95

CF95:                                             ; preds = %CF100
  %L18 = load double, ptr %0, align 8
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl, align 32
  %E19 = extractelement <2 x i32> %Shuff, i32 376377
  %Shuff20 = shufflevector <2 x i32> %Shuff, <2 x i32> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I21 = insertelement <4 x i32> zeroinitializer, i32 %E13, i32 376377
  %B22 = shl i8 %5, -43
  %Tr = trunc i64 454637 to i8
  %Sl23 = select <16 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <16 x double> %L12, <16 x double> %L12
  %Cmp24 = icmp sge i1 %L, %L
  br label %CF94

CF94:                                             ; preds = %CF95
  %L25 = load <2 x double>, ptr %0, align 16
  store i32 %E, ptr %Sl, align 4
  %E26 = extractelement <4 x i32> %I21, i32 376377
  %Shuff27 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff14, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I28 = insertelement <2 x i32> zeroinitializer, i32 376377, i32 %E19
  %B29 = udiv i16 -10291, 20773
  %ZE = zext <16 x i8> %Sl11 to <16 x i64>
  %Sl30 = select i1 false, float %Sl16, float 0x3DCF344300000000
  %Cmp31 = icmp ne i1 %Cmp24, %L
  br label %CF93

CF93:                                             ; preds = %CF93, %CF105, %CF102, %CF94
  %L32 = load <4 x i8>, ptr %Sl, align 4
  store double %L18, ptr %0, align 8
  %E33 = extractelement <2 x i32> %Shuff, i32 376377
  %Shuff34 = shufflevector <1 x i8> zeroinitializer, <1 x i8> zeroinitializer, <1 x i32> <i32 1>
  %I35 = insertelement <2 x double> %L25, double 0x664FFD6E774D43EC, i32 103145
  %B36 = udiv i32 0, 376377
  %FC37 = sitofp <4 x i32> %I21 to <4 x float>
  %Sl38 = select i1 %L, double %L18, double %L18
  %Cmp39 = icmp slt <4 x i8> zeroinitializer, %L32
  %L40 = load <16 x i1>, ptr %Sl, align 2
  store i64 454637, ptr %A, align 4
  %E41 = extractelement <2 x i32> %Shuff20, i32 31841
  %Shuff42 = shufflevector <16 x i8> %Sl11, <16 x i8> zeroinitializer, <16 x i32> <i32 poison, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 poison, i32 27>
  %I43 = insertelement <16 x double> %Sl23, double %L18, i32 376377
  %B44 = shl <2 x i32> %Shuff, %Shuff20
  %FC45 = sitofp <16 x i8> %Shuff42 to <16 x float>
  %Sl46 = select i1 false, i32 %E13, i32 %E33
  %L47 = load i1, ptr %0, align 1
  br i1 %L47, label %CF93, label %CF105

CF105:                                            ; preds = %CF93
  %E48 = extractelement <8 x i1> zeroinitializer, i32 376377
  br i1 %E48, label %CF93, label %CF102

CF102:                                            ; preds = %CF105
  %Shuff49 = shufflevector <2 x float> %FC, <2 x float> %FC, <2 x i32> <i32 poison, i32 3>
  %I50 = insertelement <2 x i32> zeroinitializer, i32 %E26, i32 %E26
  %Tr51 = trunc i16 27273 to i8
  %Sl52 = select i1 %Cmp17, i32 %E33, i32 103145
  %Cmp53 = icmp eq i1 false, %Cmp17
  br i1 %Cmp53, label %CF93, label %CF97

CF97:                                             ; preds = %CF97, %CF104, %CF103, %CF102
  %L54 = load i8, ptr %Sl, align 1
  store <4 x i8> zeroinitializer, ptr %Sl, align 4
  %E55 = extractelement <4 x i32> zeroinitializer, i32 103145
  %Shuff56 = shufflevector <4 x i8> %L32, <4 x i8> %L32, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I57 = insertelement <2 x i64> %I8, i64 -1, i32 0
  %B58 = sub <2 x i32> %I28, %B44
  %FC59 = sitofp i16 %B9 to float
  %Sl60 = select i1 %L, float %Sl16, float %FC59
  %Cmp61 = icmp ne i32 103145, 103145
  br i1 %Cmp61, label %CF97, label %CF104

CF104:                                            ; preds = %CF97
  %L62 = load <1 x i8>, ptr %A4, align 1
  store i1 %Cmp24, ptr %0, align 1
  %E63 = extractelement <4 x i32> zeroinitializer, i32 %E19
  %Shuff64 = shufflevector <2 x i32> %Shuff7, <2 x i32> %Shuff, <2 x i32> <i32 1, i32 3>
  %I65 = insertelement <4 x i32> zeroinitializer, i32 103145, i32 %E26
  %B66 = ashr i16 21405, %B29
  %PC = bitcast ptr %0 to ptr
  %Sl67 = select i1 false, i1 %Cmp53, i1 %L47
  br i1 %Sl67, label %CF97, label %CF101

CF101:                                            ; preds = %CF101, %CF104
  %Cmp68 = icmp ne i1 %Cmp53, %Sl67
  br i1 %Cmp68, label %CF101, label %CF103

CF103:                                            ; preds = %CF101
  %L69 = load i8, ptr %PC, align 1
  store <4 x i8> %Shuff56, ptr %Sl, align 4
  %E70 = extractelement <2 x i32> %Shuff20, i32 376377
  %Shuff71 = shufflevector <2 x i32> %Shuff7, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I72 = insertelement <16 x i8> %Shuff42, i8 %Tr51, i32 %Sl52
  %B73 = lshr <4 x i8> zeroinitializer, %L32
  %FC74 = fptosi float %Sl16 to i16
  %Sl75 = select i1 %L47, <1 x i8> %L62, <1 x i8> %L62
  %Cmp76 = icmp sgt i64 -1, 454637
  br i1 %Cmp76, label %CF97, label %CF98

CF98:                                             ; preds = %CF98, %CF103
  %L77 = load i16, ptr %PC, align 2
  store <4 x float> %FC37, ptr %0, align 16
  %E78 = extractelement <4 x i8> %L32, i32 103145
  %Shuff79 = shufflevector <1 x i8> %Sl75, <1 x i8> zeroinitializer, <1 x i32> poison
  %I80 = insertelement <16 x i8> %I72, i8 %Tr51, i32 103145
  %B81 = sub i8 %Tr51, -43
  %FC82 = fptoui <2 x float> %Shuff49 to <2 x i16>
  %Sl83 = select <16 x i1> %L40, <16 x i8> %Sl11, <16 x i8> %I72
  %Cmp84 = icmp slt i32 %E55, %E63
  br i1 %Cmp84, label %CF98, label %CF99

CF99:                                             ; preds = %CF98
  %L85 = load <4 x float>, ptr %Sl, align 16
  store i8 %5, ptr %PC, align 1
  %E86 = extractelement <8 x i8> %L5, i32 376377
  %Shuff87 = shufflevector <4 x float> %FC37, <4 x float> %FC37, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I88 = insertelement <2 x i32> %Shuff, i32 376377, i32 %E63
  %B89 = mul <1 x i8> %Shuff34, %Shuff34
  %FC90 = sitofp <2 x i32> %Shuff7 to <2 x double>
  %Sl91 = select i1 %Cmp84, float %Sl16, float 0x4045223900000000
  %Cmp92 = fcmp ole float %Sl91, %Sl30
  br label %CF

CF:                                               ; preds = %CF99
  store <1 x i16> zeroinitializer, ptr %PC, align 2
  store float 0x4045223900000000, ptr %0, align 4
  store i32 103145, ptr %Sl, align 4
  store i32 %E13, ptr %Sl, align 4
  store i8 %L69, ptr %PC, align 1
  ret void
}
