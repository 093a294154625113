; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD16(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <8 x float>, align 32
  %A3 = alloca <4 x i32>, align 16
  %A2 = alloca <4 x float>, align 16
  %A1 = alloca <2 x float>, align 8
  %A = alloca <2 x i64>, align 16
  %L = load <1 x i16>, ptr %0, align 2
  store i32 %3, ptr %0, align 4
  %E = extractelement <1 x i32> zeroinitializer, i32 110825
  %Shuff = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I = insertelement <2 x i32> zeroinitializer, i32 484633, i32 110825
  %B = udiv i32 %3, %E
  %Tr = trunc <1 x i32> zeroinitializer to <1 x i1>
  %Sl = select i1 false, i64 266001, i64 %4
  %Cmp = icmp eq i16 0, 0
  br label %CF95

CF95:                                             ; preds = %BB
  %L5 = load float, ptr %0, align 4
  store <1 x i32> zeroinitializer, ptr %0, align 4
  %E6 = extractelement <4 x i16> zeroinitializer, i32 110825
  %Shuff7 = shufflevector <1 x i1> %Tr, <1 x i1> %Tr, <1 x i32> zeroinitializer
  %I8 = insertelement <16 x i64> zeroinitializer, i64 0, i32 %3
  %B9 = udiv i16 0, 0
  %Sl10 = select i1 %Cmp, i32 382981, i32 %E
  %L11 = load <2 x i1>, ptr %0, align 1
  store i16 -8091, ptr %0, align 2
  %E12 = extractelement <4 x i32> zeroinitializer, i32 484633
  %Shuff13 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 7, i32 1, i32 3>
  %I14 = insertelement <2 x i1> %L11, i1 true, i32 %3
  %B15 = or <1 x i32> zeroinitializer, zeroinitializer
  %ZE = zext <4 x i8> %Shuff13 to <4 x i16>
  %Sl16 = select i1 true, i8 -1, i8 -1
  %Cmp17 = icmp eq <4 x i32> zeroinitializer, zeroinitializer
  %L18 = load <2 x float>, ptr %0, align 8
  store i32 382981, ptr %0, align 4
  %E19 = extractelement <4 x i16> zeroinitializer, i32 484633
  %Shuff20 = shufflevector <4 x i8> %Shuff13, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I21 = insertelement <4 x i32> zeroinitializer, i32 382981, i32 110825
  %B22 = urem <4 x i16> zeroinitializer, %ZE
  %Sl23 = select i1 true, float 0x3FC5A45980000000, float 0xC69B3C0F00000000
  %Cmp24 = icmp uge <1 x i1> %Tr, %Tr
  %L25 = load <16 x i64>, ptr %0, align 128
  store double 0x189FD3BE719D623C, ptr %2, align 8
  %E26 = extractelement <1 x i32> zeroinitializer, i32 %Sl10
  %Shuff27 = shufflevector <4 x i16> zeroinitializer, <4 x i16> %ZE, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I28 = insertelement <4 x i32> zeroinitializer, i32 %E, i32 110825
  %B29 = sdiv <16 x i64> %I8, %I8
  %Tr30 = trunc <1 x i32> zeroinitializer to <1 x i16>
  %Sl31 = select i1 false, double 0xC6B77FD69BB58A54, double 0x8453B072FF51E0F0
  %Cmp32 = fcmp ole double 0xC6B77FD69BB58A54, 0x8453B072FF51E0F0
  br label %CF

CF:                                               ; preds = %CF, %CF92, %CF95
  %L33 = load float, ptr %0, align 4
  store <8 x i64> <i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1, i64 0, i64 -1>, ptr %0, align 64
  %E34 = extractelement <4 x i32> zeroinitializer, i32 110825
  %Shuff35 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 4, i32 6, i32 0, i32 2>
  %I36 = insertelement <2 x i32> zeroinitializer, i32 %E26, i32 %E34
  %FC = sitofp <4 x i16> %B22 to <4 x float>
  %Sl37 = select i1 false, <4 x i8> %Shuff20, <4 x i8> zeroinitializer
  %Cmp38 = icmp sgt <2 x i32> %I, %I36
  %L39 = load i32, ptr %0, align 4
  store <2 x i32> %I36, ptr %0, align 8
  %E40 = extractelement <1 x i1> %Cmp24, i32 %Sl10
  br i1 %E40, label %CF, label %CF92

CF92:                                             ; preds = %CF
  %Shuff41 = shufflevector <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I42 = insertelement <4 x i16> zeroinitializer, i16 %E6, i32 110825
  %Sl43 = select i1 true, <2 x i1> %I14, <2 x i1> %L11
  %Cmp44 = icmp uge i16 %E19, 0
  br i1 %Cmp44, label %CF, label %CF87

CF87:                                             ; preds = %CF87, %CF94, %CF89, %CF92
  %L45 = load i16, ptr %1, align 2
  store <4 x float> %FC, ptr %0, align 16
  %E46 = extractelement <16 x i64> %L25, i32 %E26
  %Shuff47 = shufflevector <4 x i32> zeroinitializer, <4 x i32> %Shuff41, <4 x i32> <i32 6, i32 0, i32 2, i32 4>
  %I48 = insertelement <2 x i1> %Cmp38, i1 %Cmp32, i32 110825
  %B49 = lshr i32 %E34, %Sl10
  %Tr50 = trunc i16 22093 to i8
  %Sl51 = select <4 x i1> %Cmp17, <4 x i32> %Shuff41, <4 x i32> zeroinitializer
  %Cmp52 = icmp ne i32 %L39, %E26
  br i1 %Cmp52, label %CF87, label %CF91

CF91:                                             ; preds = %CF91, %CF87
  %L53 = load <4 x i8>, ptr %0, align 4
  store i64 %Sl, ptr %0, align 4
  %E54 = extractelement <4 x i32> %Shuff47, i32 %Sl10
  %Shuff55 = shufflevector <4 x i32> %Shuff35, <4 x i32> %I21, <4 x i32> <i32 3, i32 5, i32 7, i32 1>
  %I56 = insertelement <4 x i32> zeroinitializer, i32 %E26, i32 %E26
  %Sl57 = select i1 %Cmp32, ptr %A1, ptr %0
  %Cmp58 = icmp ugt <4 x i64> %Shuff, zeroinitializer
  %L59 = load <1 x double>, ptr %Sl57, align 8
  store i8 -1, ptr %Sl57, align 1
  %E60 = extractelement <2 x i32> zeroinitializer, i32 110825
  %Shuff61 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 1, i32 3>
  %I62 = insertelement <4 x i16> zeroinitializer, i16 %E19, i32 %E34
  %ZE63 = zext i16 22093 to i64
  %Sl64 = select i1 false, i1 false, i1 %Cmp32
  br i1 %Sl64, label %CF91, label %CF94

CF94:                                             ; preds = %CF91
  %L65 = load i16, ptr %Sl57, align 2
  store <4 x i16> %I42, ptr %Sl57, align 8
  %E66 = extractelement <1 x i1> %Shuff7, i32 %E
  br i1 %E66, label %CF87, label %CF89

CF89:                                             ; preds = %CF94
  %Shuff67 = shufflevector <4 x i16> %I62, <4 x i16> %ZE, <4 x i32> <i32 0, i32 2, i32 4, i32 poison>
  %I68 = insertelement <4 x i8> %Shuff61, i8 97, i32 %E26
  %B69 = ashr i32 %E12, 110825
  %FC70 = uitofp <2 x i1> %Cmp38 to <2 x double>
  %Sl71 = select i1 %Cmp32, i32 %E12, i32 %E26
  %Cmp72 = fcmp ole float 0x3FC5A45980000000, 0xC243AC5780000000
  br i1 %Cmp72, label %CF87, label %CF88

CF88:                                             ; preds = %CF88, %CF93, %CF89
  %L73 = load i1, ptr %Sl57, align 1
  br i1 %L73, label %CF88, label %CF93

CF93:                                             ; preds = %CF88
  store <1 x i64> zeroinitializer, ptr %Sl57, align 8
  %E74 = extractelement <4 x i32> zeroinitializer, i32 %3
  %Shuff75 = shufflevector <4 x i8> %Shuff20, <4 x i8> %L53, <4 x i32> <i32 7, i32 1, i32 3, i32 5>
  %I76 = insertelement <4 x i32> zeroinitializer, i32 %E, i32 110825
  %ZE77 = fpext float %L5 to double
  %Sl78 = select <1 x i1> %Tr, <1 x i16> %Tr30, <1 x i16> %L
  %Cmp79 = icmp ugt <4 x i64> zeroinitializer, zeroinitializer
  %L80 = load <1 x i32>, ptr %0, align 4
  store i1 %Cmp, ptr %Sl57, align 1
  %E81 = extractelement <4 x i32> zeroinitializer, i32 110825
  %Shuff82 = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> <i32 1>
  %I83 = insertelement <4 x i32> %I28, i32 484633, i32 %E34
  %B84 = fadd double 0x189FD3BE719D623C, %ZE77
  %Se = sext i1 %Cmp to i16
  %Sl85 = select <1 x i1> %Cmp24, <1 x i32> %B15, <1 x i32> zeroinitializer
  %Cmp86 = icmp eq i8 %Tr50, %Tr50
  br i1 %Cmp86, label %CF88, label %CF90

CF90:                                             ; preds = %CF93
  store <4 x i64> zeroinitializer, ptr %Sl57, align 32
  store <4 x i32> zeroinitializer, ptr %Sl57, align 16
  store <4 x i8> zeroinitializer, ptr %0, align 4
  store <1 x i8> zeroinitializer, ptr %0, align 1
  store i8 %Sl16, ptr %0, align 1
  ret void
}
