; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD17(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i1, align 1
  %A3 = alloca i1, align 1
  %A2 = alloca i8, align 1
  %A1 = alloca i64, align 8
  %A = alloca double, align 8
  %L = load <16 x float>, ptr %0, align 64
  store i1 true, ptr %1, align 1
  %E = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I = insertelement <4 x i8> zeroinitializer, i8 %E, i32 0
  %B = shl <4 x i32> zeroinitializer, zeroinitializer
  %FC = uitofp i32 %3 to double
  %Sl = select i1 true, double 0x68713210FE6F3D8E, double 0x5C2181C0AA1F453E
  %L5 = load <1 x i64>, ptr %0, align 8
  store i8 95, ptr %0, align 1
  %E6 = extractelement <4 x i16> zeroinitializer, i32 %3
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I8 = insertelement <2 x i32> zeroinitializer, i32 0, i32 %3
  %B9 = or i8 95, 95
  %Sl10 = select i1 true, i16 0, i16 -24125
  %Cmp = icmp uge i8 127, 95
  br label %CF94

CF94:                                             ; preds = %BB
  %L11 = load i64, ptr %0, align 4
  store <16 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 128
  %E12 = extractelement <8 x i64> zeroinitializer, i32 -1
  %Shuff13 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 0, i32 poison, i32 4, i32 6>
  %I14 = insertelement <1 x i64> %L5, i64 240619, i32 0
  %B15 = urem <2 x i32> %I8, zeroinitializer
  %BC = bitcast <8 x i64> zeroinitializer to <8 x double>
  %Sl16 = select i1 %Cmp, i8 %E, i8 95
  %Cmp17 = fcmp ugt float 0x3BDDFFC1C0000000, 0xC734613840000000
  br label %CF

CF:                                               ; preds = %CF, %CF96, %CF95, %CF92, %CF97, %CF94
  %L18 = load <8 x i64>, ptr %0, align 64
  store double 0x5C2181C0AA1F453E, ptr %0, align 8
  %E19 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff20 = shufflevector <2 x i32> zeroinitializer, <2 x i32> %B15, <2 x i32> <i32 1, i32 3>
  %I21 = insertelement <8 x i64> zeroinitializer, i64 489655, i32 0
  %B22 = frem float 0x3BDDFFC1C0000000, 0x3F88E52CC0000000
  %Tr = trunc i32 %3 to i1
  br i1 %Tr, label %CF, label %CF96

CF96:                                             ; preds = %CF
  %Sl23 = select i1 true, <4 x i8> zeroinitializer, <4 x i8> zeroinitializer
  %Cmp24 = icmp uge i32 0, %3
  br i1 %Cmp24, label %CF, label %CF95

CF95:                                             ; preds = %CF96
  %L25 = load float, ptr %0, align 4
  store <1 x double> zeroinitializer, ptr %A, align 8
  %E26 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff27 = shufflevector <8 x i64> zeroinitializer, <8 x i64> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 poison, i32 poison, i32 13>
  %I28 = insertelement <4 x i8> zeroinitializer, i8 -25, i32 %3
  %B29 = fadd double 0x68713210FE6F3D8E, 0x5C2181C0AA1F453E
  %FC30 = uitofp i64 -1 to float
  %Sl31 = select i1 true, double %Sl, double 0x68713210FE6F3D8E
  %Cmp32 = icmp ule <8 x i64> %I21, zeroinitializer
  %L33 = load i8, ptr %0, align 1
  store <2 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %A4, align 16
  %E34 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff35 = shufflevector <2 x i1> zeroinitializer, <2 x i1> zeroinitializer, <2 x i32> <i32 poison, i32 0>
  %I36 = insertelement <8 x i64> zeroinitializer, i64 %L11, i32 %3
  %ZE = zext <8 x i1> %Cmp32 to <8 x i8>
  %Sl37 = select i1 true, float %FC30, float %B22
  %Cmp38 = icmp ule <8 x i64> %L18, %L18
  %L39 = load <8 x i8>, ptr %0, align 8
  store i16 -24125, ptr %0, align 2
  %E40 = extractelement <8 x i64> zeroinitializer, i32 %3
  %Shuff41 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I42 = insertelement <4 x i32> %B, i32 0, i32 -1
  %FC43 = uitofp <8 x i8> zeroinitializer to <8 x float>
  %Sl44 = select i1 true, i16 -1, i16 28207
  %Cmp45 = icmp sge <1 x i16> zeroinitializer, zeroinitializer
  %L46 = load i8, ptr %A1, align 1
  %E47 = extractelement <8 x i64> %Shuff27, i32 0
  %Shuff48 = shufflevector <8 x i64> %I21, <8 x i64> zeroinitializer, <8 x i32> <i32 poison, i32 poison, i32 poison, i32 9, i32 11, i32 13, i32 15, i32 1>
  %I49 = insertelement <1 x i1> %Cmp45, i1 true, i32 0
  %B50 = add i16 %Sl10, %E6
  %Se = sext i32 -1 to i64
  %Sl51 = select i1 true, i32 0, i32 %3
  %Cmp52 = icmp ult <4 x i8> %I, zeroinitializer
  %L53 = load i8, ptr %0, align 1
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 32
  %E54 = extractelement <8 x i64> zeroinitializer, i32 %Sl51
  %Shuff55 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I56 = insertelement <8 x i1> %Cmp38, i1 %Cmp, i32 %Sl51
  %B57 = ashr <4 x i8> %Shuff13, %Shuff55
  %FC58 = sitofp i64 %E12 to double
  %Sl59 = select i1 true, <8 x i64> zeroinitializer, <8 x i64> zeroinitializer
  %Cmp60 = icmp sge <8 x i8> %L39, zeroinitializer
  %L61 = load i64, ptr %0, align 4
  store <2 x i64> <i64 0, i64 -1>, ptr %0, align 16
  %E62 = extractelement <2 x i32> zeroinitializer, i32 %Sl51
  %Shuff63 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I64 = insertelement <4 x i8> zeroinitializer, i8 %Sl16, i32 %Sl51
  %B65 = srem <4 x i8> %I, %Shuff13
  %ZE66 = zext i8 127 to i64
  %Sl67 = select i1 true, i64 489655, i64 489655
  %Cmp68 = icmp sge i16 28207, %Sl44
  br i1 %Cmp68, label %CF, label %CF92

CF92:                                             ; preds = %CF95
  %L69 = load <4 x double>, ptr %0, align 32
  store double %B29, ptr %0, align 8
  %E70 = extractelement <4 x i8> %Shuff55, i32 -1
  %Shuff71 = shufflevector <4 x i8> %Shuff13, <4 x i8> %Shuff41, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I72 = insertelement <4 x i8> zeroinitializer, i8 %E26, i32 -1
  %B73 = and i16 %E6, %E6
  %Tr74 = trunc <4 x i8> %Shuff71 to <4 x i1>
  %Sl75 = select i1 %Cmp68, ptr %A3, ptr %A
  %Cmp76 = icmp eq i32 0, %Sl51
  br i1 %Cmp76, label %CF, label %CF91

CF91:                                             ; preds = %CF91, %CF92
  %L77 = load float, ptr %Sl75, align 4
  store <1 x i8> zeroinitializer, ptr %Sl75, align 1
  %E78 = extractelement <8 x i64> %Shuff48, i32 %E62
  %Shuff79 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I80 = insertelement <2 x i1> zeroinitializer, i1 %Cmp, i32 -1
  %B81 = add <4 x i8> %Shuff55, %Sl23
  %Sl82 = select i1 %Cmp68, i8 %E, i8 %Sl16
  %Cmp83 = icmp eq i1 %Tr, %Cmp68
  br i1 %Cmp83, label %CF91, label %CF93

CF93:                                             ; preds = %CF93, %CF91
  %L84 = load <16 x i16>, ptr %Sl75, align 32
  store i64 -1, ptr %Sl75, align 4
  %E85 = extractelement <8 x i1> %Cmp32, i32 %Sl51
  br i1 %E85, label %CF93, label %CF97

CF97:                                             ; preds = %CF93
  %Shuff86 = shufflevector <4 x i8> %Shuff55, <4 x i8> %Shuff79, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I87 = insertelement <8 x i8> %L39, i8 127, i32 %Sl51
  %PC = bitcast ptr %A2 to ptr
  %Sl88 = select i1 %Cmp68, i64 %E40, i64 %L11
  %Cmp89 = icmp ne i32 %Sl51, %Sl51
  br i1 %Cmp89, label %CF, label %CF90

CF90:                                             ; preds = %CF97
  store <4 x i64> <i64 0, i64 -1, i64 0, i64 -1>, ptr %Sl75, align 32
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl75, align 4
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl75, align 2
  store <1 x i16> zeroinitializer, ptr %Sl75, align 2
  store <1 x i64> %L5, ptr %Sl75, align 8
  ret void
}
