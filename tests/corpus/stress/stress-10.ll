; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD10(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i8>, align 4
  %A3 = alloca <8 x i1>, align 1
  %A2 = alloca <4 x i16>, align 8
  %A1 = alloca <4 x i64>, align 32
  %A = alloca <16 x float>, align 64
  %L = load <8 x i8>, ptr %0, align 8
  store i8 %5, ptr %A, align 1
  %E = extractelement <8 x i32> zeroinitializer, i32 %3
  %Shuff = shufflevector <8 x i8> zeroinitializer, <8 x i8> zeroinitializer, <8 x i32> <i32 13, i32 15, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11>
  %I = insertelement <4 x i64> zeroinitializer, i64 154755, i32 308323
  %Tr = trunc <16 x i32> zeroinitializer to <16 x i1>
  %Sl = select i1 true, ptr %2, ptr %0
  %Cmp = icmp slt i32 %E, %E
  br label %CF94

CF94:                                             ; preds = %CF94, %CF96, %BB
  %L5 = load <8 x i32>, ptr %A3, align 32
  store i8 0, ptr %Sl, align 1
  %E6 = extractelement <4 x i8> zeroinitializer, i32 308323
  %Shuff7 = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I8 = insertelement <2 x i8> zeroinitializer, i8 %5, i32 %E
  %B = frem double 0x783506D4D8335C52, 0x445E6E40C43E462
  %Tr9 = trunc i32 0 to i16
  %Sl10 = select i1 true, float 0x3ACD681140000000, float 0x3ACD681140000000
  %Cmp11 = icmp ugt <8 x i64> zeroinitializer, zeroinitializer
  %L12 = load <4 x i32>, ptr %Sl, align 16
  store i1 %Cmp, ptr %Sl, align 1
  %E13 = extractelement <4 x i8> zeroinitializer, i32 %3
  %Shuff14 = shufflevector <2 x i16> zeroinitializer, <2 x i16> zeroinitializer, <2 x i32> <i32 1, i32 3>
  %I15 = insertelement <8 x i32> zeroinitializer, i32 308323, i32 308323
  %B16 = urem <4 x i32> %L12, %L12
  %FC = fptoui double 0xB0D58774A0D36CF2 to i8
  %Sl17 = select <4 x i1> zeroinitializer, <4 x i64> %I, <4 x i64> %I
  %Cmp18 = fcmp oeq double 0xB0D58774A0D36CF2, 0xC5894D28578754A6
  br i1 %Cmp18, label %CF94, label %CF96

CF96:                                             ; preds = %CF94
  %L19 = load <2 x i8>, ptr %Sl, align 2
  store i8 0, ptr %Sl, align 1
  %E20 = extractelement <16 x i32> zeroinitializer, i32 %3
  %Shuff21 = shufflevector <4 x i32> %B16, <4 x i32> %L12, <4 x i32> <i32 poison, i32 5, i32 7, i32 1>
  %I22 = insertelement <2 x i8> %Shuff7, i8 0, i32 308323
  %B23 = udiv <8 x i32> %I15, %I15
  %FC24 = fptoui float %Sl10 to i8
  %Sl25 = select <2 x i1> <i1 true, i1 false>, <2 x i8> %I22, <2 x i8> zeroinitializer
  %Cmp26 = icmp ugt i1 true, %Cmp18
  br i1 %Cmp26, label %CF94, label %CF95

CF95:                                             ; preds = %CF96
  %L27 = load <8 x i16>, ptr %Sl, align 16
  store double 0x88F50794C8F33D12, ptr %0, align 8
  %E28 = extractelement <8 x i64> zeroinitializer, i32 %E
  %Shuff29 = shufflevector <4 x i1> zeroinitializer, <4 x i1> zeroinitializer, <4 x i32> <i32 poison, i32 5, i32 7, i32 poison>
  %I30 = insertelement <4 x i64> %Sl17, i64 %E28, i32 %E
  %B31 = fadd double 0xB0D58774A0D36CF2, 0xE1191CB8DB178C36
  %ZE = zext <4 x i8> zeroinitializer to <4 x i16>
  %Sl32 = select i1 true, <2 x i8> zeroinitializer, <2 x i8> zeroinitializer
  %Cmp33 = icmp uge <8 x i32> zeroinitializer, %L5
  %L34 = load i1, ptr %Sl, align 1
  br label %CF

CF:                                               ; preds = %CF, %CF98, %CF99, %CF95
  store <8 x i64> zeroinitializer, ptr %0, align 64
  %E35 = extractelement <8 x i16> %L27, i32 308323
  %Shuff36 = shufflevector <2 x i8> %Sl32, <2 x i8> %Shuff7, <2 x i32> <i32 2, i32 poison>
  %I37 = insertelement <8 x i32> %L5, i32 %3, i32 %3
  %BC = bitcast i64 156111 to double
  %Sl38 = select i1 true, <8 x i1> %Cmp33, <8 x i1> %Cmp11
  %Cmp39 = icmp ult <8 x i8> %Shuff, zeroinitializer
  %L40 = load double, ptr %Sl, align 8
  store <4 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl, align 32
  %E41 = extractelement <8 x i8> zeroinitializer, i32 308323
  %Shuff42 = shufflevector <2 x i8> %Sl25, <2 x i8> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I43 = insertelement <16 x i32> zeroinitializer, i32 %3, i32 %E
  %B44 = fdiv float 0xBF57711B40000000, 0x3EE0F284C0000000
  %Se = sext <4 x i32> %Shuff21 to <4 x i64>
  %Sl45 = select i1 true, i32 %E, i32 308323
  %Cmp46 = icmp sge i64 %E28, 170415
  br i1 %Cmp46, label %CF, label %CF98

CF98:                                             ; preds = %CF
  %L47 = load i32, ptr %0, align 4
  store <4 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %A3, align 16
  %E48 = extractelement <2 x i64> zeroinitializer, i32 %3
  %Shuff49 = shufflevector <8 x i8> %Shuff, <8 x i8> zeroinitializer, <8 x i32> <i32 4, i32 6, i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2>
  %I50 = insertelement <8 x i8> %Shuff49, i8 %5, i32 %E
  %B51 = add <2 x i8> %Shuff7, %L19
  %PC = bitcast ptr %1 to ptr
  %Sl52 = select i1 true, i8 0, i8 0
  %Cmp53 = icmp slt <2 x i64> zeroinitializer, zeroinitializer
  %L54 = load <8 x i64>, ptr %PC, align 64
  store i8 %E6, ptr %PC, align 1
  %E55 = extractelement <16 x i32> zeroinitializer, i32 %E
  %Shuff56 = shufflevector <8 x i64> zeroinitializer, <8 x i64> %L54, <8 x i32> <i32 15, i32 1, i32 3, i32 5, i32 poison, i32 9, i32 11, i32 13>
  %I57 = insertelement <8 x i8> %Shuff, i8 %5, i32 %E20
  %B58 = fsub double 0xC7A14D40D59FD0BE, 0x445E6E40C43E462
  %FC59 = fptoui float %B44 to i16
  %Sl60 = select <8 x i1> %Cmp11, <8 x i8> zeroinitializer, <8 x i8> zeroinitializer
  %Cmp61 = icmp ult i16 %E35, %E35
  br i1 %Cmp61, label %CF, label %CF97

CF97:                                             ; preds = %CF97, %CF98
  %L62 = load <4 x i64>, ptr %Sl, align 32
  store i32 %3, ptr %PC, align 4
  %E63 = extractelement <8 x i8> %L, i32 0
  %Shuff64 = shufflevector <4 x i32> %B16, <4 x i32> %L12, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I65 = insertelement <4 x i64> zeroinitializer, i64 %4, i32 308323
  %B66 = fdiv double 0xC5894D28578754A6, 0xB0D58774A0D36CF2
  %ZE67 = zext <8 x i8> %Shuff to <8 x i16>
  %Sl68 = select i1 true, double 0x445E6E40C43E462, double %B58
  %L69 = load i16, ptr %Sl, align 2
  store <16 x float> <float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>, ptr %PC, align 64
  %E70 = extractelement <16 x i32> zeroinitializer, i32 %E20
  %Shuff71 = shufflevector <4 x i32> %Shuff64, <4 x i32> %B16, <4 x i32> <i32 2, i32 4, i32 6, i32 poison>
  %I72 = insertelement <2 x i8> %I22, i8 %E6, i32 %Sl45
  %B73 = and i8 %E63, %5
  %FC74 = fptosi double 0x88F50794C8F33D12 to i1
  br i1 %FC74, label %CF97, label %CF99

CF99:                                             ; preds = %CF97
  %Sl75 = select i1 %Cmp46, i32 %L47, i32 0
  %Cmp76 = icmp uge <2 x i16> zeroinitializer, zeroinitializer
  %L77 = load <4 x double>, ptr %PC, align 32
  store i32 %Sl45, ptr %PC, align 4
  %E78 = extractelement <8 x i32> %L5, i32 0
  %Shuff79 = shufflevector <4 x i64> %Sl17, <4 x i64> %L62, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I80 = insertelement <4 x i64> zeroinitializer, i64 154755, i32 %Sl45
  %B81 = sdiv <2 x i64> zeroinitializer, zeroinitializer
  %Se82 = sext i32 0 to i64
  %Sl83 = select <4 x i1> %Shuff29, <4 x i16> %ZE, <4 x i16> %ZE
  %Cmp84 = icmp eq i8 %B73, %B73
  br i1 %Cmp84, label %CF, label %CF93

CF93:                                             ; preds = %CF99
  %L85 = load <4 x i16>, ptr %PC, align 8
  store float %B44, ptr %PC, align 4
  %E86 = extractelement <4 x i64> %I, i32 %E70
  %Shuff87 = shufflevector <4 x i64> %I80, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 poison, i32 poison, i32 3>
  %I88 = insertelement <4 x i8> zeroinitializer, i8 %E41, i32 308323
  %B89 = sub i64 170415, %E28
  %BC90 = bitcast float 0xBF57711B40000000 to i32
  %Sl91 = select i1 true, ptr %A4, ptr %A2
  %Cmp92 = icmp ule <4 x i1> %Shuff29, zeroinitializer
  store <4 x double> %L77, ptr %Sl91, align 32
  store i32 308323, ptr %Sl, align 4
  store i8 %FC24, ptr %PC, align 1
  store i8 %E63, ptr %PC, align 1
  ret void
}
