; ModuleID = '/tmp/autogen.bc'
source_filename = "/tmp/autogen.bc"

define void @autogen_SD18(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5) {
BB:
  %A4 = alloca <16 x float>, align 64
  %A3 = alloca <4 x i64>, align 32
  %A2 = alloca <2 x i16>, align 4
  %A1 = alloca <2 x i16>, align 4
  %A = alloca <1 x i32>, align 4
  %L = load <4 x i8>, ptr %0, align 4
  store i1 true, ptr %0, align 1
  %E = extractelement <4 x i8> %L, i32 109511
  %Shuff = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L, <4 x i32> <i32 poison, i32 7, i32 1, i32 poison>
  %I = insertelement <4 x i8> zeroinitializer, i8 %E, i32 0
  %B = srem i64 219755, 0
  %Se = sext i32 %3 to i64
  %Sl = select i1 true, i16 -27801, i16 -1949
  %Cmp = icmp ult i64 %4, 492879
  br label %CF89

CF89:                                             ; preds = %CF89, %CF92, %BB
  %L5 = load i32, ptr %0, align 4
  store <8 x double> <double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF, double 0.000000e+00, double 0xFFFFFFFFFFFFFFFF>, ptr %0, align 64
  %E6 = extractelement <4 x i8> zeroinitializer, i32 %L5
  %Shuff7 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L, <4 x i32> <i32 2, i32 4, i32 6, i32 0>
  %I8 = insertelement <8 x i8> zeroinitializer, i8 %5, i32 0
  %ZE = zext <8 x i8> %I8 to <8 x i16>
  %Sl9 = select i1 %Cmp, i16 0, i16 -1949
  %Cmp10 = icmp uge <4 x i8> %I, %L
  %L11 = load <16 x float>, ptr %0, align 64
  store double 0x2A3D62DC5E3B8C5A, ptr %0, align 8
  %E12 = extractelement <8 x i8> zeroinitializer, i32 0
  %Shuff13 = shufflevector <4 x i8> %L, <4 x i8> zeroinitializer, <4 x i32> <i32 7, i32 1, i32 3, i32 poison>
  %I14 = insertelement <4 x i8> %I, i8 55, i32 109511
  %B15 = or i16 -1, -1949
  %FC = uitofp i8 %E to float
  %Sl16 = select i1 true, ptr %A3, ptr %A3
  %Cmp17 = icmp ult i32 %L5, 0
  br i1 %Cmp17, label %CF89, label %CF92

CF92:                                             ; preds = %CF89
  %L18 = load i64, ptr %Sl16, align 4
  store <2 x i8> <i8 0, i8 -1>, ptr %Sl16, align 2
  %E19 = extractelement <4 x i8> %Shuff, i32 0
  %Shuff20 = shufflevector <4 x i8> %L, <4 x i8> zeroinitializer, <4 x i32> <i32 6, i32 0, i32 2, i32 poison>
  %I21 = insertelement <2 x i64> zeroinitializer, i64 0, i32 0
  %FC22 = sitofp <4 x i8> %L to <4 x float>
  %Sl23 = select i1 true, i32 391455, i32 %3
  %Cmp24 = icmp ult i8 55, %E
  br i1 %Cmp24, label %CF89, label %CF91

CF91:                                             ; preds = %CF92
  %L25 = load <4 x float>, ptr %Sl16, align 16
  store float 0xB864F108C0000000, ptr %Sl16, align 4
  %E26 = extractelement <4 x i8> %L, i32 %Sl23
  %Shuff27 = shufflevector <2 x i64> zeroinitializer, <2 x i64> zeroinitializer, <2 x i32> <i32 3, i32 1>
  %I28 = insertelement <4 x i8> %Shuff7, i8 %E12, i32 0
  %B29 = add <4 x i8> %I14, zeroinitializer
  %Se30 = sext i16 -27801 to i32
  %Sl31 = select <4 x i1> zeroinitializer, <4 x i8> %I28, <4 x i8> %Shuff
  %Cmp32 = icmp ult <4 x i8> %Shuff13, %L
  %L33 = load <8 x i64>, ptr %Sl16, align 64
  store i8 %E26, ptr %Sl16, align 1
  %E34 = extractelement <4 x i8> %Shuff20, i32 %3
  %Shuff35 = shufflevector <4 x i1> zeroinitializer, <4 x i1> %Cmp10, <4 x i32> <i32 5, i32 7, i32 1, i32 3>
  %I36 = insertelement <4 x i8> zeroinitializer, i8 55, i32 391455
  %PC = bitcast ptr %A to ptr
  %Sl37 = select i1 %Cmp17, ptr %Sl16, ptr %Sl16
  %Cmp38 = icmp ult i64 492879, %L18
  br label %CF

CF:                                               ; preds = %CF, %CF95, %CF94, %CF91
  %L39 = load <4 x i8>, ptr %PC, align 4
  store double 0x2A3D62DC5E3B8C5A, ptr %PC, align 8
  %E40 = extractelement <4 x i8> zeroinitializer, i32 109511
  %Shuff41 = shufflevector <1 x i16> zeroinitializer, <1 x i16> zeroinitializer, <1 x i32> <i32 1>
  %I42 = insertelement <2 x i64> zeroinitializer, i64 %L18, i32 %Sl23
  %PC43 = bitcast ptr %PC to ptr
  %Sl44 = select i1 %Cmp, i64 %B, i64 -1
  %Cmp45 = icmp ule i1 %Cmp, %Cmp24
  br i1 %Cmp45, label %CF, label %CF95

CF95:                                             ; preds = %CF
  %L46 = load <8 x double>, ptr %Sl16, align 64
  store float %FC, ptr %Sl16, align 4
  %E47 = extractelement <2 x i64> zeroinitializer, i32 %Sl23
  %Shuff48 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %L, <4 x i32> <i32 3, i32 5, i32 7, i32 poison>
  %I49 = insertelement <4 x i8> zeroinitializer, i8 55, i32 %3
  %ZE50 = zext i32 391455 to i64
  %Sl51 = select i1 %Cmp17, i32 %L5, i32 %3
  %Cmp52 = icmp sge i32 %Se30, %Sl51
  br i1 %Cmp52, label %CF, label %CF94

CF94:                                             ; preds = %CF95
  %L53 = load <8 x i8>, ptr %Sl16, align 8
  store float 0xB864F108C0000000, ptr %Sl16, align 4
  %E54 = extractelement <4 x i8> zeroinitializer, i32 0
  %Shuff55 = shufflevector <16 x i64> zeroinitializer, <16 x i64> zeroinitializer, <16 x i32> <i32 poison, i32 25, i32 27, i32 29, i32 31, i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21>
  %I56 = insertelement <4 x i8> %I, i8 55, i32 %Sl23
  %Sl57 = select i1 %Cmp, i8 %E34, i8 %E6
  %Cmp58 = icmp ugt i64 %Sl44, %Sl44
  br i1 %Cmp58, label %CF, label %CF88

CF88:                                             ; preds = %CF88, %CF96, %CF94
  %L59 = load i32, ptr %Sl16, align 4
  store <2 x i16> <i16 0, i16 -1>, ptr %Sl16, align 4
  %E60 = extractelement <4 x i1> zeroinitializer, i32 %L5
  br i1 %E60, label %CF88, label %CF93

CF93:                                             ; preds = %CF93, %CF88
  %Shuff61 = shufflevector <4 x i8> zeroinitializer, <4 x i8> %Shuff13, <4 x i32> <i32 4, i32 6, i32 poison, i32 2>
  %I62 = insertelement <4 x i8> %L, i8 %5, i32 0
  %B63 = frem float 0x408A6E0E40000000, %FC
  %BC = bitcast <8 x i64> %L33 to <8 x double>
  %Sl64 = select i1 %Cmp38, <1 x i16> %Shuff41, <1 x i16> %Shuff41
  %Cmp65 = icmp ult i1 %Cmp52, %Cmp24
  br i1 %Cmp65, label %CF93, label %CF96

CF96:                                             ; preds = %CF93
  %L66 = load i32, ptr %0, align 4
  store <4 x i16> <i16 0, i16 -1, i16 0, i16 -1>, ptr %Sl16, align 8
  %E67 = extractelement <8 x i8> %L53, i32 0
  %Shuff68 = shufflevector <4 x float> %L25, <4 x float> %FC22, <4 x i32> <i32 6, i32 poison, i32 2, i32 4>
  %I69 = insertelement <8 x i64> %L33, i64 72095, i32 %L66
  %B70 = and <16 x i64> zeroinitializer, zeroinitializer
  %ZE71 = zext i1 true to i8
  %Sl72 = select i1 %Cmp, i64 0, i64 %4
  %Cmp73 = icmp sge <4 x i8> %Shuff61, %L
  %L74 = load <1 x i64>, ptr %PC, align 8
  store i16 -1949, ptr %Sl16, align 2
  %E75 = extractelement <2 x i64> zeroinitializer, i32 0
  %Shuff76 = shufflevector <1 x i64> %L74, <1 x i64> %L74, <1 x i32> <i32 1>
  %I77 = insertelement <4 x i64> zeroinitializer, i64 %B, i32 %Sl51
  %Tr = trunc i64 %E47 to i16
  %Sl78 = select <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> zeroinitializer, <8 x i32> zeroinitializer
  %Cmp79 = icmp ult i64 %Sl72, -1
  br i1 %Cmp79, label %CF88, label %CF90

CF90:                                             ; preds = %CF96
  %L80 = load <4 x float>, ptr %PC, align 16
  store i64 %Sl44, ptr %0, align 4
  %E81 = extractelement <4 x i8> %L, i32 %Sl51
  %Shuff82 = shufflevector <4 x i8> %L, <4 x i8> %Shuff48, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %I83 = insertelement <16 x i64> %B70, i64 %Sl44, i32 %L5
  %B84 = sdiv i64 %ZE50, %Sl44
  %FC85 = sitofp <8 x i16> %ZE to <8 x float>
  %Sl86 = select i1 true, <4 x i8> %I62, <4 x i8> %I36
  %Cmp87 = fcmp oge <16 x float> %L11, %L11
  store i8 %E67, ptr %0, align 1
  store i16 %Tr, ptr %PC, align 2
  store double 0x2A3D62DC5E3B8C5A, ptr %Sl16, align 8
  store float 0xB864F108C0000000, ptr %0, align 4
  store i16 %Tr, ptr %Sl16, align 2
  ret void
}
