; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD15(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca i32, align 4
  %A3 = alloca i64, align 8
  %A2 = alloca i64, align 8
  %A1 = alloca i8, align 1
  %A = alloca i1, align 1
  %L = load <8 x i64>, ptr %0, align 64
  store i64 41293, ptr %0, align 4
  %E = extractelement <4 x i16> zeroinitializer, i32 271433
  %Shuff = shufflevector <1 x i32> zeroinitializer, <1 x i32> zeroinitializer, <1 x i32> poison
  %I = insertelement <8 x i32> zeroinitializer, i32 407801, i32 271433
  %B = fadd float 0x7FFAA2CE80000000, 0x7FFAA2CE80000000
  %Tr = trunc i8 0 to i1
  br label %CF92

CF92:                                             ; preds = %CF92, %BB
  %Sl = select i1 false, ptr %2, ptr %0
  %Cmp = fcmp uge float %B, 0xBF9D3F9100000000
  br i1 %Cmp, label %CF92, label %CF93

CF93:                                             ; preds = %CF93, %CF92
  %L5 = load <8 x i64>, ptr %Sl, align 64
  store i16 %E, ptr %Sl, align 2
  %E6 = extractelement <4 x i16> zeroinitializer, i32 407801
  %Shuff7 = shufflevector <8 x i64> %L5, <8 x i64> %L, <8 x i32> <i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 1, i32 poison>
  %I8 = insertelement <1 x i32> zeroinitializer, i32 271433, i32 106113
  %B9 = mul i64 66761, %4
  %Se = sext i8 -1 to i16
  %Sl10 = select i1 false, i64 38025, i64 66761
  %Cmp11 = icmp sge i64 %B9, %B9
  br i1 %Cmp11, label %CF93, label %CF96

CF96:                                             ; preds = %CF93
  %L12 = load float, ptr %Sl, align 4
  store <1 x float> zeroinitializer, ptr %0, align 4
  %E13 = extractelement <2 x i16> zeroinitializer, i32 271433
  %Shuff14 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %I8, <1 x i32> <i32 1>
  %I15 = insertelement <1 x i1> zeroinitializer, i1 false, i32 407801
  %B16 = fdiv double 0x53A3E3C296A1DC40, 0x8E2753467B2575C4
  %FC = fptoui double 0xC7B3ABD2B2B14C50 to i8
  %Sl17 = select <1 x i1> %I15, <1 x i32> zeroinitializer, <1 x i32> %Shuff
  %Cmp18 = icmp sgt <16 x i32> zeroinitializer, zeroinitializer
  %L19 = load <2 x double>, ptr %Sl, align 16
  store i8 69, ptr %Sl, align 1
  %E20 = extractelement <4 x i16> zeroinitializer, i32 106113
  %Shuff21 = shufflevector <8 x i32> zeroinitializer, <8 x i32> zeroinitializer, <8 x i32> <i32 3, i32 5, i32 7, i32 poison, i32 11, i32 poison, i32 15, i32 1>
  %I22 = insertelement <8 x i32> %I, i32 271433, i32 %3
  %B23 = ashr <8 x i64> %L5, %L
  %FC24 = sitofp <4 x i64> zeroinitializer to <4 x double>
  %Sl25 = select i1 %Cmp11, i1 true, i1 false
  br label %CF90

CF90:                                             ; preds = %CF90, %CF97, %CF96
  %Cmp26 = icmp ule <8 x i64> %Shuff7, %L
  %L27 = load <4 x i64>, ptr %Sl, align 32
  store i1 %Cmp11, ptr %Sl, align 1
  %E28 = extractelement <16 x i32> zeroinitializer, i32 407801
  %Shuff29 = shufflevector <1 x i1> zeroinitializer, <1 x i1> zeroinitializer, <1 x i32> <i32 1>
  %I30 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 106113
  %Tr31 = trunc <4 x i64> zeroinitializer to <4 x i8>
  %Sl32 = select i1 false, <8 x i64> %L5, <8 x i64> %L
  %Cmp33 = icmp ult <1 x i32> %Sl17, %Sl17
  %L34 = load i8, ptr %Sl, align 1
  store <4 x i64> %L27, ptr %Sl, align 32
  %E35 = extractelement <1 x i1> zeroinitializer, i32 407801
  br i1 %E35, label %CF90, label %CF97

CF97:                                             ; preds = %CF90
  %Shuff36 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I30, <2 x i32> <i32 0, i32 poison>
  %I37 = insertelement <1 x i32> %Sl17, i32 407801, i32 %E28
  %B38 = udiv i16 %E13, %E6
  %FC39 = sitofp i64 %Sl10 to double
  %Sl40 = select i1 %Cmp, <1 x i32> %I8, <1 x i32> %I37
  %Cmp41 = icmp ne <8 x i64> %L5, %L
  %L42 = load i8, ptr %0, align 1
  store <8 x i32> zeroinitializer, ptr %Sl, align 32
  %E43 = extractelement <8 x i32> %Shuff21, i32 %3
  %Shuff44 = shufflevector <1 x i32> %Shuff, <1 x i32> %I37, <1 x i32> zeroinitializer
  %I45 = insertelement <1 x i32> %Sl17, i32 271433, i32 %E28
  %B46 = mul i8 0, %FC
  %Tr47 = trunc <1 x i32> %I45 to <1 x i16>
  %Sl48 = select i1 false, i1 true, i1 %Sl25
  br i1 %Sl48, label %CF90, label %CF91

CF91:                                             ; preds = %CF91, %CF99, %CF95, %CF97
  %Cmp49 = icmp sgt <1 x i1> %I15, %I15
  %L50 = load <2 x i16>, ptr %0, align 4
  store float %L12, ptr %0, align 4
  %E51 = extractelement <2 x i16> zeroinitializer, i32 %E43
  %Shuff52 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I30, <2 x i32> <i32 1, i32 3>
  %I53 = insertelement <1 x i32> zeroinitializer, i32 %3, i32 407801
  %B54 = fsub float 0xBF9D3F9100000000, 0x414A3D7E00000000
  %Sl55 = select i1 false, <8 x i1> %Cmp41, <8 x i1> %Cmp26
  %L56 = load <2 x i8>, ptr %0, align 2
  store double %B16, ptr %0, align 8
  %E57 = extractelement <8 x i1> %Sl55, i32 %E43
  br i1 %E57, label %CF91, label %CF98

CF98:                                             ; preds = %CF98, %CF100, %CF91
  %Shuff58 = shufflevector <2 x i16> %I30, <2 x i16> %I30, <2 x i32> <i32 1, i32 poison>
  %I59 = insertelement <2 x i16> zeroinitializer, i16 %E20, i32 271433
  %Tr60 = trunc i16 %E51 to i1
  br i1 %Tr60, label %CF98, label %CF100

CF100:                                            ; preds = %CF98
  %Sl61 = select i1 false, i1 %Cmp11, i1 %Sl25
  br i1 %Sl61, label %CF98, label %CF99

CF99:                                             ; preds = %CF100
  %L62 = load <2 x i32>, ptr %0, align 8
  store i1 false, ptr %0, align 1
  %E63 = extractelement <8 x i32> %Shuff21, i32 %E28
  %Shuff64 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 poison, i32 13>
  %I65 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 %E63
  %FC66 = uitofp <1 x i32> %Shuff to <1 x double>
  %Sl67 = select i1 %Cmp11, i32 106113, i32 %E63
  %Cmp68 = icmp eq i8 %L34, -1
  br i1 %Cmp68, label %CF91, label %CF95

CF95:                                             ; preds = %CF99
  %L69 = load double, ptr %Sl, align 8
  store <4 x double> %FC24, ptr %0, align 32
  %E70 = extractelement <4 x i64> %L27, i32 407801
  %Shuff71 = shufflevector <2 x i16> zeroinitializer, <2 x i16> %I30, <2 x i32> <i32 0, i32 2>
  %I72 = insertelement <2 x i16> zeroinitializer, i16 %E, i32 271433
  %B73 = urem <2 x i16> %I72, %I30
  %BC = bitcast <1 x double> %FC66 to <1 x i64>
  %Sl74 = select i1 %E35, <8 x i32> %Shuff21, <8 x i32> zeroinitializer
  %Cmp75 = icmp ugt i8 %5, %L42
  br i1 %Cmp75, label %CF91, label %CF94

CF94:                                             ; preds = %CF95
  %L76 = load double, ptr %1, align 8
  store <4 x i32> <i32 0, i32 -1, i32 0, i32 -1>, ptr %0, align 16
  %E77 = extractelement <4 x i16> zeroinitializer, i32 %E43
  %Shuff78 = shufflevector <4 x i16> zeroinitializer, <4 x i16> zeroinitializer, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I79 = insertelement <8 x i64> %L5, i64 %B9, i32 %Sl67
  %B80 = shl i8 -1, %5
  %Sl81 = select i1 false, <1 x i1> %Cmp49, <1 x i1> zeroinitializer
  %Cmp82 = icmp ule <4 x i16> %Shuff78, %Shuff78
  %L83 = load i16, ptr %0, align 2
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %Sl, align 64
  %E84 = extractelement <8 x i1> %Shuff64, i32 %E43
  br label %CF

CF:                                               ; preds = %CF94
  %Shuff85 = shufflevector <1 x i32> zeroinitializer, <1 x i32> %Sl17, <1 x i32> poison
  %I86 = insertelement <1 x i32> %Shuff14, i32 %E43, i32 %E63
  %Se87 = sext i8 %L42 to i64
  %Sl88 = select i1 %Sl25, i8 69, i8 %FC
  %Cmp89 = icmp uge <8 x i64> %Shuff7, %L
  store i8 %FC, ptr %0, align 1
  store i32 %E28, ptr %0, align 4
  store i16 %E51, ptr %A1, align 2
  store i64 %Sl10, ptr %Sl, align 4
  store i8 %FC, ptr %0, align 1
  ret void
}
