; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD20(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <1 x i1>, align 1
  %A3 = alloca <16 x float>, align 64
  %A2 = alloca <8 x double>, align 64
  %A1 = alloca <16 x i64>, align 128
  %A = alloca <4 x i16>, align 8
  %L = load i32, ptr %0, align 4
  store <4 x i8> zeroinitializer, ptr %0, align 4
  %E = extractelement <2 x i32> zeroinitializer, i32 %3
  %Shuff = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I = insertelement <4 x i8> zeroinitializer, i8 0, i32 424601
  %B = fmul double 0xBCB7F5D691B50054, 0x9EDF29FE97DD587C
  %Sl = select i1 false, ptr %2, ptr %A1
  %L5 = load i64, ptr %A1, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 64
  %E6 = extractelement <4 x i8> zeroinitializer, i32 %L
  %Shuff7 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10, i32 12, i32 14>
  %I8 = insertelement <4 x i8> zeroinitializer, i8 %E6, i32 424601
  %B9 = udiv <4 x i32> %Shuff, %Shuff
  %FC = sitofp i32 %E to double
  %Sl10 = select i1 true, float 0x44F3BB0780000000, float 0x44F3BB0780000000
  %L11 = load i64, ptr %Sl, align 4
  store <2 x i16> zeroinitializer, ptr %Sl, align 4
  %E12 = extractelement <4 x i32> %Shuff, i32 %L
  %Shuff13 = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 12, i32 14, i32 0, i32 2, i32 poison, i32 6, i32 8, i32 10>
  %I14 = insertelement <8 x i64> zeroinitializer, i64 284993, i32 352545
  %B15 = shl i32 %L, 352545
  %ZE = zext i1 true to i32
  %Sl16 = select i1 true, float 0x44F3BB0780000000, float 0x44F3BB0780000000
  %Cmp = icmp sgt i8 %E6, %5
  br label %CF90

CF90:                                             ; preds = %CF90, %CF95, %CF97, %BB
  %L17 = load <2 x i32>, ptr %0, align 8
  store double 0xBCB7F5D691B50054, ptr %0, align 8
  %E18 = extractelement <4 x i8> %I8, i32 %L
  %Shuff19 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I20 = insertelement <4 x i8> zeroinitializer, i8 %E18, i32 352545
  %B21 = xor <8 x i8> %Shuff13, zeroinitializer
  %Se = sext i1 false to i8
  %Sl22 = select i1 %Cmp, ptr %1, ptr %Sl
  %Cmp23 = icmp sgt <4 x i32> %Shuff, %Shuff
  %L24 = load float, ptr %0, align 4
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl22, align 32
  %E25 = extractelement <2 x i64> zeroinitializer, i32 %B15
  %Shuff26 = shufflevector <1 x i64> zeroinitializer, <1 x i64> zeroinitializer, <1 x i32> zeroinitializer
  %I27 = insertelement <4 x i32> %Shuff, i32 352545, i32 %B15
  %B28 = sdiv i32 %E12, %3
  %Tr = trunc i64 284993 to i8
  %Sl29 = select i1 true, i1 false, i1 true
  br i1 %Sl29, label %CF90, label %CF95

CF95:                                             ; preds = %CF90
  %Cmp30 = icmp ne i64 %L11, %L5
  br i1 %Cmp30, label %CF90, label %CF94

CF94:                                             ; preds = %CF94, %CF95
  %L31 = load i1, ptr %0, align 1
  br i1 %L31, label %CF94, label %CF96

CF96:                                             ; preds = %CF96, %CF94
  store <16 x i16> <i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl22, align 32
  %E32 = extractelement <8 x i64> %Shuff7, i32 %L
  %Shuff33 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 0, i32 2, i32 4>
  %I34 = insertelement <4 x i8> zeroinitializer, i8 %E18, i32 424601
  %FC35 = fptoui float 0x3C5F26D300000000 to i1
  br i1 %FC35, label %CF96, label %CF97

CF97:                                             ; preds = %CF96
  %Sl36 = select i1 %Cmp, double %FC, double %B
  %L37 = load <8 x float>, ptr %Sl, align 32
  store i32 %B15, ptr %Sl22, align 4
  %E38 = extractelement <4 x i16> zeroinitializer, i32 %L
  %Shuff39 = shufflevector <4 x i8> %Shuff33, <4 x i8> %I, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I40 = insertelement <2 x i32> zeroinitializer, i32 %B28, i32 %E12
  %B41 = and <4 x i8> %Shuff39, %Shuff33
  %FC42 = fptoui double 0x7C5BD27ACB59D6F8 to i1
  br i1 %FC42, label %CF90, label %CF92

CF92:                                             ; preds = %CF97
  %Sl43 = select i1 %Cmp, float 0x3C5F26D300000000, float 0x44F3BB0780000000
  %Cmp44 = icmp eq i32 %ZE, %B28
  br label %CF89

CF89:                                             ; preds = %CF89, %CF92
  %L45 = load i1, ptr %1, align 1
  br i1 %L45, label %CF89, label %CF91

CF91:                                             ; preds = %CF91, %CF89
  %E46 = extractelement <4 x i8> %I, i32 352545
  %Shuff47 = shufflevector <8 x i8> %Shuff13, <8 x i8> %Shuff13, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison>
  %I48 = insertelement <4 x i32> %Shuff, i32 %L, i32 %E
  %B49 = or <2 x i16> zeroinitializer, zeroinitializer
  %Sl50 = select i1 %Cmp, i64 284993, i64 -1
  %Cmp51 = icmp slt i16 0, %E38
  br i1 %Cmp51, label %CF91, label %CF93

CF93:                                             ; preds = %CF91
  %L52 = load float, ptr %A, align 4
  store <1 x i32> zeroinitializer, ptr %Sl, align 4
  %E53 = extractelement <2 x i64> zeroinitializer, i32 %E12
  %Shuff54 = shufflevector <1 x i64> %Shuff19, <1 x i64> zeroinitializer, <1 x i32> <i32 1>
  %I55 = insertelement <4 x i32> %I27, i32 424601, i32 352545
  %ZE56 = zext i1 true to i32
  %Sl57 = select i1 %FC42, <4 x i16> zeroinitializer, <4 x i16> zeroinitializer
  %Cmp58 = icmp ult <4 x i32> %I48, %Shuff
  %L59 = load i64, ptr %0, align 4
  store <2 x i64> zeroinitializer, ptr %A2, align 16
  %E60 = extractelement <4 x i32> %I27, i32 %ZE56
  %Shuff61 = shufflevector <4 x i8> %Shuff39, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %I62 = insertelement <4 x i8> zeroinitializer, i8 0, i32 352545
  %B63 = urem i64 %Sl50, %4
  %Se64 = sext <4 x i1> %Cmp58 to <4 x i32>
  %Sl65 = select <1 x i1> <i1 true>, <1 x i8> zeroinitializer, <1 x i8> zeroinitializer
  %Cmp66 = icmp ule i64 -1, 284993
  br label %CF

CF:                                               ; preds = %CF93
  %L67 = load i8, ptr %Sl22, align 1
  store <2 x i64> zeroinitializer, ptr %A, align 16
  %E68 = extractelement <4 x i32> %Shuff, i32 424601
  %Shuff69 = shufflevector <4 x i8> %I, <4 x i8> %Shuff33, <4 x i32> <i32 0, i32 2, i32 poison, i32 6>
  %I70 = insertelement <8 x i8> %Shuff13, i8 %Se, i32 %E68
  %B71 = mul <4 x i8> %I34, %Shuff33
  %FC72 = fptosi double 0xA273F6926D717710 to i16
  %Sl73 = select i1 true, double 0x7C5BD27ACB59D6F8, double 0xBCB7F5D691B50054
  %Cmp74 = icmp uge <2 x i64> zeroinitializer, zeroinitializer
  %L75 = load <4 x i16>, ptr %0, align 8
  store i1 true, ptr %Sl, align 1
  %E76 = extractelement <4 x i32> zeroinitializer, i32 %E12
  %Shuff77 = shufflevector <4 x i8> %Shuff33, <4 x i8> %Shuff61, <4 x i32> <i32 5, i32 poison, i32 1, i32 poison>
  %I78 = insertelement <1 x i64> %Shuff54, i64 %L11, i32 %L
  %B79 = sub i64 %L11, %E53
  %Se80 = sext i1 true to i8
  %Sl81 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i64> %Shuff7, <8 x i64> zeroinitializer
  %Cmp82 = icmp ult <8 x i8> %Shuff47, %Shuff13
  %L83 = load <4 x float>, ptr %Sl, align 16
  store i8 0, ptr %0, align 1
  %E84 = extractelement <4 x i8> %I20, i32 352545
  %Shuff85 = shufflevector <4 x i32> %I27, <4 x i32> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I86 = insertelement <4 x i32> %B9, i32 424601, i32 %3
  %B87 = sub <8 x i8> zeroinitializer, %I70
  %PC = bitcast ptr %A4 to ptr
  %Sl88 = select <2 x i1> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> %L17
  store i16 %E38, ptr %PC, align 2
  store i8 %Tr, ptr %Sl, align 1
  store i8 %E18, ptr %PC, align 1
  store double %B, ptr %PC, align 8
  store i32 %ZE56, ptr %Sl22, align 4
  ret void
}
