; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD19(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i64, align 8
  %A3 = alloca i32, align 4
  %A2 = alloca i32, align 4
  %A1 = alloca i16, align 2
  %A = alloca float, align 4
  %L = load <8 x i32>, ptr %0, align 32
  store float 0xC106AADA80000000, ptr %0, align 4
  %E = extractelement <1 x i16> zeroinitializer, i32 %3
  %Shuff = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 poison, i32 1>
  %I = insertelement <1 x i16> zeroinitializer, i16 %E, i32 230093
  %B = ashr i8 -11, -119
  %Sl = select i1 false, <1 x i16> zeroinitializer, <1 x i16> %I
  %Cmp = icmp ne <8 x i32> %L, %L
  %L5 = load i64, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %0, align 16
  %E6 = extractelement <16 x i32> zeroinitializer, i32 230093
  %Shuff7 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %I, <1 x i32> zeroinitializer
  %I8 = insertelement <2 x i16> %Shuff, i16 %E, i32 %E6
  %FC = uitofp i1 true to double
  %Sl9 = select i1 false, i1 true, i1 false
  br label %CF92

CF92:                                             ; preds = %BB
  %L10 = load <4 x double>, ptr %0, align 32
  store i32 55673, ptr %0, align 4
  %E11 = extractelement <16 x i32> zeroinitializer, i32 %E6
  %Shuff12 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %I, <1 x i32> <i32 1>
  %I13 = insertelement <1 x i16> zeroinitializer, i16 %E, i32 %E6
  %B14 = frem double %FC, 0x229B48BA1199ED38
  %ZE = zext <2 x i16> zeroinitializer to <2 x i64>
  %Sl15 = select i1 false, ptr %A4, ptr %A
  %Cmp16 = icmp ule <2 x i16> %Shuff, zeroinitializer
  %L17 = load <8 x i64>, ptr %Sl15, align 64
  store float 0xC106AADA80000000, ptr %Sl15, align 4
  %E18 = extractelement <2 x i16> zeroinitializer, i32 230093
  %Shuff19 = shufflevector <1 x i16> zeroinitializer, <1 x i16> %Shuff7, <1 x i32> <i32 1>
  %I20 = insertelement <1 x i16> zeroinitializer, i16 %E, i32 55673
  %B21 = fsub double %FC, 0x8F279446FC2536C4
  %FC22 = uitofp i32 %E6 to double
  %Sl23 = select i1 %Sl9, i64 210721, i64 288005
  %Cmp24 = icmp eq <2 x i16> zeroinitializer, %Shuff
  %L25 = load double, ptr %Sl15, align 8
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl15, align 16
  %E26 = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff27 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I28 = insertelement <2 x i16> %I8, i16 %E18, i32 %E6
  %B29 = or <1 x i16> %I13, %I
  %FC30 = sitofp i64 %4 to float
  %Sl31 = select i1 false, double 0x36ABB0CACDA9FD48, double 0x8F279446FC2536C4
  %Cmp32 = icmp sge <1 x i16> zeroinitializer, %I
  %L33 = load <1 x i1>, ptr %Sl15, align 1
  store i32 55673, ptr %0, align 4
  %E34 = extractelement <2 x i1> %Cmp24, i32 %E6
  br label %CF

CF:                                               ; preds = %CF, %CF95, %CF99, %CF92
  %Shuff35 = shufflevector <2 x i64> %Shuff27, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 poison>
  %I36 = insertelement <1 x i16> zeroinitializer, i16 %E, i32 230093
  %B37 = fmul float 0x399CA6F080000000, 0xBD7A25AE00000000
  %ZE38 = fpext float 0x399CA6F080000000 to double
  %Sl39 = select i1 false, <2 x i64> %Shuff27, <2 x i64> %ZE
  %Cmp40 = icmp slt i1 false, false
  br i1 %Cmp40, label %CF, label %CF95

CF95:                                             ; preds = %CF
  %L41 = load i8, ptr %Sl15, align 1
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl15, align 32
  %E42 = extractelement <16 x i32> zeroinitializer, i32 %E6
  %Shuff43 = shufflevector <2 x i64> %Shuff27, <2 x i64> %Shuff27, <2 x i32> poison
  %I44 = insertelement <4 x i8> zeroinitializer, i8 %5, i32 230093
  %B45 = add i8 %5, 69
  %FC46 = uitofp <2 x i16> zeroinitializer to <2 x double>
  %Sl47 = select i1 true, i1 %Sl9, i1 %E34
  br i1 %Sl47, label %CF, label %CF93

CF93:                                             ; preds = %CF93, %CF95
  %L48 = load <16 x i32>, ptr %Sl15, align 64
  store float 0xC106AADA80000000, ptr %Sl15, align 4
  %E49 = extractelement <2 x i16> %I28, i32 %E6
  %Shuff50 = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> poison
  %I51 = insertelement <16 x i32> %L48, i32 %E26, i32 %3
  %FC52 = fptosi double %L25 to i1
  br i1 %FC52, label %CF93, label %CF94

CF94:                                             ; preds = %CF94, %CF98, %CF93
  %Sl53 = select i1 %E34, i8 -111, i8 %L41
  %Cmp54 = fcmp ult float %B37, 0xC106AADA80000000
  br i1 %Cmp54, label %CF94, label %CF97

CF97:                                             ; preds = %CF97, %CF94
  %L55 = load <2 x i64>, ptr %0, align 16
  store i64 %4, ptr %Sl15, align 4
  %E56 = extractelement <2 x i64> %Sl39, i32 55673
  %Shuff57 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I58 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 %E26
  %Se = sext <1 x i16> %Shuff7 to <1 x i64>
  %Sl59 = select i1 true, float 0xC16A359E00000000, float %B37
  %Cmp60 = icmp ugt <1 x i16> %Shuff12, %I
  %L61 = load i64, ptr %0, align 4
  %E62 = extractelement <1 x i1> %Cmp60, i32 %E26
  br i1 %E62, label %CF97, label %CF98

CF98:                                             ; preds = %CF97
  %Shuff63 = shufflevector <2 x i64> zeroinitializer, <2 x i64> %Shuff27, <2 x i32> <i32 1, i32 3>
  %I64 = insertelement <4 x i1> zeroinitializer, i1 false, i32 %E6
  %B65 = urem i32 %3, %3
  %PC = bitcast ptr %1 to ptr
  %Sl66 = select i1 true, i1 false, i1 %E34
  br i1 %Sl66, label %CF94, label %CF96

CF96:                                             ; preds = %CF96, %CF98
  %Cmp67 = icmp ne i16 %E49, %E49
  br i1 %Cmp67, label %CF96, label %CF99

CF99:                                             ; preds = %CF96
  %L68 = load i1, ptr %Sl15, align 1
  br i1 %L68, label %CF, label %CF90

CF90:                                             ; preds = %CF90, %CF100, %CF99
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl15, align 2
  %E69 = extractelement <1 x i1> %Cmp32, i32 %E6
  br i1 %E69, label %CF90, label %CF100

CF100:                                            ; preds = %CF90
  %Shuff70 = shufflevector <2 x i1> %Cmp24, <2 x i1> %Cmp16, <2 x i32> <i32 2, i32 0>
  %I71 = insertelement <4 x i8> zeroinitializer, i8 %L41, i32 %B65
  %FC72 = sitofp <8 x i1> %Cmp to <8 x float>
  %Sl73 = select i1 %Sl9, <2 x i64> %Shuff35, <2 x i64> %L55
  %Cmp74 = icmp eq <8 x i1> %Cmp, %Cmp
  %L75 = load double, ptr %PC, align 8
  store <2 x i16> zeroinitializer, ptr %PC, align 4
  %E76 = extractelement <2 x i64> %Shuff35, i32 %E26
  %Shuff77 = shufflevector <2 x i64> %Sl39, <2 x i64> zeroinitializer, <2 x i32> <i32 poison, i32 2>
  %I78 = insertelement <2 x i64> %ZE, i64 %Sl23, i32 55673
  %FC79 = sitofp <2 x i16> %Shuff to <2 x double>
  %Sl80 = select i1 %FC52, <1 x i16> %I, <1 x i16> zeroinitializer
  %Cmp81 = icmp ne <2 x i64> %L55, %ZE
  %L82 = load i8, ptr %PC, align 1
  store <4 x i8> %I44, ptr %PC, align 4
  %E83 = extractelement <2 x i16> zeroinitializer, i32 %E26
  %Shuff84 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I85 = insertelement <2 x i64> %Shuff27, i64 288005, i32 %E11
  %B86 = urem i8 -11, %Sl53
  %Se87 = sext <1 x i1> %Cmp60 to <1 x i64>
  %Sl88 = select <1 x i1> %Cmp32, <1 x i16> zeroinitializer, <1 x i16> %Shuff57
  %Cmp89 = icmp sgt i64 %L61, %E56
  br i1 %Cmp89, label %CF90, label %CF91

CF91:                                             ; preds = %CF100
  store i64 %Sl23, ptr %PC, align 4
  store i32 %3, ptr %A1, align 4
  store i8 %L41, ptr %PC, align 1
  store double %L75, ptr %A3, align 8
  ret void
}
