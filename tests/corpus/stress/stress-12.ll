; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD12(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <4 x i32>, align 16
  %A3 = alloca <8 x i8>, align 8
  %A2 = alloca <1 x double>, align 8
  %A1 = alloca <4 x double>, align 32
  %A = alloca <8 x i64>, align 64
  %L = load i32, ptr %0, align 4
  store <1 x float> zeroinitializer, ptr %A, align 4
  %E = extractelement <1 x i1> zeroinitializer, i32 %L
  br label %CF98

CF98:                                             ; preds = %BB
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 poison, i32 poison, i32 3, i32 5>
  %I = insertelement <4 x i64> zeroinitializer, i64 0, i32 %3
  %B = udiv i64 %4, 412781
  %Se = sext i1 true to i32
  %Sl = select <2 x i1> <i1 true, i1 false>, <2 x i64> zeroinitializer, <2 x i64> zeroinitializer
  %Cmp = icmp sge i16 -17491, 26785
  br label %CF

CF:                                               ; preds = %CF, %CF101, %CF99, %CF102, %CF98
  %L5 = load <4 x float>, ptr %0, align 16
  store double 0x9F8BB1AA66892E28, ptr %A3, align 8
  %E6 = extractelement <4 x i8> %Shuff, i32 90777
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 poison, i32 3, i32 5>
  %I8 = insertelement <4 x i8> %Shuff, i8 %E6, i32 46597
  %B9 = fdiv double 0x6FCBD1EAD6C9EE68, 0x8A73DE9255715F10
  %Se10 = sext i8 %E6 to i16
  %Sl11 = select i1 true, ptr %1, ptr %0
  %Cmp12 = fcmp uno <4 x float> %L5, %L5
  %L13 = load i1, ptr %Sl11, align 1
  br i1 %L13, label %CF, label %CF101

CF101:                                            ; preds = %CF
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl11, align 2
  %E14 = extractelement <16 x i8> zeroinitializer, i32 90777
  %Shuff15 = shufflevector <2 x i64> %Sl, <2 x i64> zeroinitializer, <2 x i32> <i32 2, i32 0>
  %I16 = insertelement <1 x i8> zeroinitializer, i8 %5, i32 %Se
  %PC = bitcast ptr %A1 to ptr
  %Sl17 = select i1 true, i64 0, i64 %4
  %Cmp18 = icmp slt <16 x i8> zeroinitializer, zeroinitializer
  %L19 = load i32, ptr %Sl11, align 4
  store <4 x i32> zeroinitializer, ptr %Sl11, align 16
  %E20 = extractelement <8 x i1> zeroinitializer, i32 46597
  br i1 %E20, label %CF, label %CF99

CF99:                                             ; preds = %CF101
  %Shuff21 = shufflevector <2 x i64> %Sl, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 2>
  %I22 = insertelement <4 x i8> %Shuff, i8 %5, i32 %L
  %B23 = frem double 0x645BBA7AB359BEF8, %B9
  %FC = sitofp i1 %E20 to float
  %Sl24 = select i1 %L13, ptr %1, ptr %Sl11
  %Cmp25 = fcmp ole double 0xA4B7DDD679B5E854, 0xDB2F0A4E1C2D80CC
  br i1 %Cmp25, label %CF, label %CF94

CF94:                                             ; preds = %CF94, %CF100, %CF99
  %L26 = load <16 x float>, ptr %Sl11, align 64
  store float %FC, ptr %Sl11, align 4
  %E27 = extractelement <1 x i8> zeroinitializer, i32 %L19
  %Shuff28 = shufflevector <4 x i64> zeroinitializer, <4 x i64> zeroinitializer, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I29 = insertelement <2 x i64> zeroinitializer, i64 0, i32 %L19
  %B30 = sdiv <4 x i8> zeroinitializer, %Shuff
  %FC31 = sitofp <1 x i8> zeroinitializer to <1 x float>
  %Sl32 = select i1 %Cmp, double 0xDB2F0A4E1C2D80CC, double 0x9F8BB1AA66892E28
  %Cmp33 = icmp eq <4 x i64> %Shuff28, zeroinitializer
  %L34 = load <4 x i32>, ptr %Sl11, align 16
  store i1 true, ptr %Sl11, align 1
  %E35 = extractelement <4 x i64> %Shuff28, i32 %L19
  %Shuff36 = shufflevector <16 x i8> zeroinitializer, <16 x i8> zeroinitializer, <16 x i32> <i32 27, i32 poison, i32 poison, i32 1, i32 poison, i32 5, i32 7, i32 9, i32 11, i32 13, i32 poison, i32 17, i32 19, i32 21, i32 23, i32 25>
  %I37 = insertelement <16 x float> %L26, float 0x40E135D500000000, i32 %L19
  %B38 = and <4 x i32> %L34, %L34
  %FC39 = sitofp <4 x i8> %I8 to <4 x float>
  %Sl40 = select i1 true, i64 460229, i64 460229
  %Cmp41 = icmp eq i32 %L19, 90777
  br i1 %Cmp41, label %CF94, label %CF100

CF100:                                            ; preds = %CF94
  %L42 = load <2 x i32>, ptr %0, align 8
  store i64 0, ptr %A3, align 4
  %E43 = extractelement <4 x float> %L5, i32 %3
  %Shuff44 = shufflevector <4 x float> %FC39, <4 x float> %FC39, <4 x i32> <i32 1, i32 3, i32 poison, i32 7>
  %I45 = insertelement <4 x i64> zeroinitializer, i64 %E35, i32 90777
  %B46 = fmul double 0x171FF23EB01DC0BC, %B9
  %FC47 = uitofp i1 true to float
  %Sl48 = select i1 true, ptr %0, ptr %Sl11
  %Cmp49 = fcmp ult double 0xDB2F0A4E1C2D80CC, 0x9F8BB1AA66892E28
  br i1 %Cmp49, label %CF94, label %CF95

CF95:                                             ; preds = %CF95, %CF100
  %L50 = load double, ptr %Sl11, align 8
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl11, align 8
  %E51 = extractelement <1 x float> %FC31, i32 %L
  %Shuff52 = shufflevector <16 x i8> zeroinitializer, <16 x i8> %Shuff36, <16 x i32> <i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 poison, i32 18, i32 20, i32 22, i32 24, i32 26, i32 poison, i32 30, i32 0>
  %I53 = insertelement <1 x float> %FC31, float 0x40E135D500000000, i32 46597
  %B54 = fsub <4 x float> %FC39, %L5
  %FC55 = fptosi float %E51 to i16
  %Sl56 = select i1 %Cmp41, <4 x float> %FC39, <4 x float> %FC39
  %Cmp57 = icmp ult i64 412781, 460229
  br i1 %Cmp57, label %CF95, label %CF96

CF96:                                             ; preds = %CF96, %CF95
  %L58 = load float, ptr %Sl11, align 4
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl48, align 4
  %E59 = extractelement <4 x i8> zeroinitializer, i32 %L
  %Shuff60 = shufflevector <4 x i8> %Shuff, <4 x i8> zeroinitializer, <4 x i32> <i32 2, i32 poison, i32 6, i32 0>
  %I61 = insertelement <4 x i64> zeroinitializer, i64 412781, i32 %Se
  %B62 = fdiv double %B23, 0x9F8BB1AA66892E28
  %FC63 = fptosi double %B9 to i32
  %Sl64 = select i1 %E, <4 x i8> %I22, <4 x i8> zeroinitializer
  %Cmp65 = icmp sgt <2 x i64> %Sl, %Shuff15
  %L66 = load i8, ptr %Sl11, align 1
  %E67 = extractelement <16 x float> %L26, i32 %L19
  %Shuff68 = shufflevector <4 x float> %L5, <4 x float> %L5, <4 x i32> <i32 poison, i32 1, i32 3, i32 5>
  %I69 = insertelement <4 x float> %Shuff44, float %FC, i32 %L
  %BC = bitcast <2 x i64> %Shuff15 to <2 x double>
  %Sl70 = select i1 %Cmp, <16 x i8> zeroinitializer, <16 x i8> zeroinitializer
  %Cmp71 = fcmp ugt <16 x float> %I37, %L26
  %L72 = load float, ptr %Sl11, align 4
  store <8 x i8> <i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1>, ptr %Sl48, align 8
  %E73 = extractelement <1 x i32> zeroinitializer, i32 %3
  %Shuff74 = shufflevector <1 x float> %FC31, <1 x float> %FC31, <1 x i32> zeroinitializer
  %I75 = insertelement <4 x i8> %Shuff60, i8 77, i32 %FC63
  %B76 = srem i32 %L19, %L19
  %Tr = fptrunc double %B46 to float
  %Sl77 = select <4 x i1> %Cmp12, <4 x i32> %B38, <4 x i32> %L34
  %L78 = load i1, ptr %0, align 1
  br i1 %L78, label %CF96, label %CF97

CF97:                                             ; preds = %CF97, %CF96
  store <1 x i32> zeroinitializer, ptr %Sl48, align 4
  %E79 = extractelement <16 x i1> %Cmp18, i32 -1
  br i1 %E79, label %CF97, label %CF102

CF102:                                            ; preds = %CF97
  %Shuff80 = shufflevector <4 x float> %Shuff68, <4 x float> %Shuff68, <4 x i32> <i32 2, i32 4, i32 6, i32 poison>
  %I81 = insertelement <4 x i64> zeroinitializer, i64 412781, i32 90777
  %B82 = udiv <2 x i64> %I29, zeroinitializer
  %FC83 = sitofp i1 %Cmp41 to float
  %Sl84 = select i1 true, <1 x i1> zeroinitializer, <1 x i1> zeroinitializer
  %Cmp85 = icmp sgt <16 x i8> %Sl70, zeroinitializer
  %L86 = load i16, ptr %PC, align 2
  store <4 x i8> %Shuff, ptr %Sl11, align 4
  %E87 = extractelement <4 x i8> %Shuff, i32 %FC63
  %Shuff88 = shufflevector <8 x i1> zeroinitializer, <8 x i1> zeroinitializer, <8 x i32> <i32 poison, i32 10, i32 12, i32 14, i32 0, i32 2, i32 poison, i32 6>
  %I89 = insertelement <8 x i1> zeroinitializer, i1 true, i32 %FC63
  %B90 = sub <16 x i8> %Shuff52, zeroinitializer
  %Sl91 = select i1 %Cmp41, i64 412781, i64 %4
  %Cmp92 = fcmp ogt float %FC, 0x40E135D500000000
  br i1 %Cmp92, label %CF, label %CF93

CF93:                                             ; preds = %CF102
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %Sl24, align 64
  store <1 x i64> zeroinitializer, ptr %Sl48, align 8
  store <16 x float> %L26, ptr %A, align 64
  store <8 x i32> <i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1, i32 0, i32 -1>, ptr %Sl11, align 32
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %0, align 8
  ret void
}
