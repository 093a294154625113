; Loops whose exit count LLVM 19's ScalarEvolution finds by evaluating their
; first iterations on constants (computeExitCountExhaustively, up to 100):
; strings and tables in constant globals (of each linkage: only a definitive
; constant initializer folds), integer recurrences of every operation (with
; the shifts and divisions that give poison), conditions on two phis, tables
; of pointers ended by null (`extern_weak` entries do not fold), struct
; fields, punned loads, pointers compared with the end of their global.
; Generated; scripts/real-code-passes compares PlaceSafepoints with opt-19.

@arr932 = private constant [5 x i32] zeroinitializer
@arr933 = private constant [5 x i32] zeroinitializer
@arr934 = private constant [5 x i32] zeroinitializer
@arr935 = private constant [5 x i32] zeroinitializer
@arr936 = private constant [5 x i32] zeroinitializer
@arr937 = private constant [5 x i32] zeroinitializer
@arr938 = private constant [99 x i32] zeroinitializer
@arr939 = private constant [99 x i32] zeroinitializer
@arr940 = private constant [99 x i32] zeroinitializer
@arr941 = private constant [99 x i32] zeroinitializer
@arr942 = private constant [99 x i32] zeroinitializer
@arr943 = private constant [99 x i32] zeroinitializer
@arr944 = private constant [100 x i32] zeroinitializer
@arr945 = private constant [100 x i32] zeroinitializer
@arr946 = private constant [100 x i32] zeroinitializer
@arr947 = private constant [100 x i32] zeroinitializer
@arr948 = private constant [100 x i32] zeroinitializer
@arr949 = private constant [100 x i32] zeroinitializer
@arr950 = private constant [101 x i32] zeroinitializer
@arr951 = private constant [101 x i32] zeroinitializer
@arr952 = private constant [101 x i32] zeroinitializer
@arr953 = private constant [101 x i32] zeroinitializer
@arr954 = private constant [101 x i32] zeroinitializer
@arr955 = private constant [101 x i32] zeroinitializer
@pt916 = internal constant [3 x ptr] [ptr @str916_0, ptr @str916_1, ptr null]
@pt917 = internal constant [3 x ptr] [ptr @str917_0, ptr @str917_1, ptr null]
@pt918 = internal constant [3 x ptr] [ptr @str918_0, ptr @str918_1, ptr null]
@pt919 = internal constant [3 x ptr] [ptr @str919_0, ptr @str919_1, ptr null]
@pt920 = internal constant [11 x ptr] [ptr @str920_0, ptr @str920_1, ptr @str920_2, ptr @str920_3, ptr @str920_4, ptr @str920_5, ptr @str920_6, ptr @str920_7, ptr @str920_8, ptr @str920_9, ptr null]
@pt921 = internal constant [11 x ptr] [ptr @str921_0, ptr @str921_1, ptr @str921_2, ptr @str921_3, ptr @str921_4, ptr @str921_5, ptr @str921_6, ptr @str921_7, ptr @str921_8, ptr @str921_9, ptr null]
@pt922 = internal constant [11 x ptr] [ptr @str922_0, ptr @str922_1, ptr @str922_2, ptr @str922_3, ptr @str922_4, ptr @str922_5, ptr @str922_6, ptr @str922_7, ptr @str922_8, ptr @str922_9, ptr null]
@pt923 = internal constant [11 x ptr] [ptr @str923_0, ptr @str923_1, ptr @str923_2, ptr @str923_3, ptr @str923_4, ptr @str923_5, ptr @str923_6, ptr @str923_7, ptr @str923_8, ptr @str923_9, ptr null]
@pun930 = private constant [12 x i8] c"abcdefgh\00\00\00\00"
@pun931 = private constant [44 x i8] c"abcdefghijklmnopqrstabcdefghijklmnopqrst\00\00\00\00"
@s10 = weak constant [1 x i8] c"\00"
@s100 = weak constant [100 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s105 = global [100 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s110 = constant [100 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s115 = private unnamed_addr constant [100 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s120 = external constant [100 x i8]
@s125 = linkonce_odr constant [101 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s130 = weak constant [101 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s135 = global [101 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s140 = constant [101 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s145 = private unnamed_addr constant [102 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s15 = global [1 x i8] c"\00"
@s150 = external constant [102 x i8]
@s155 = linkonce_odr constant [102 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s160 = weak constant [102 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s165 = global [102 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s170 = constant [151 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s175 = private unnamed_addr constant [151 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s180 = external constant [151 x i8]
@s185 = linkonce_odr constant [151 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s190 = weak constant [151 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s20 = constant [1 x i8] c"\00"
@s25 = private unnamed_addr constant [2 x i8] c"a\00"
@s30 = external constant [2 x i8]
@s35 = linkonce_odr constant [2 x i8] c"a\00"
@s40 = weak constant [2 x i8] c"a\00"
@s45 = global [2 x i8] c"a\00"
@s5 = linkonce_odr constant [1 x i8] c"\00"
@s50 = constant [6 x i8] c"aaaaa\00"
@s55 = private unnamed_addr constant [6 x i8] c"aaaaa\00"
@s60 = external constant [6 x i8]
@s65 = linkonce_odr constant [6 x i8] c"aaaaa\00"
@s70 = weak constant [6 x i8] c"aaaaa\00"
@s75 = global [99 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s80 = constant [99 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s85 = private unnamed_addr constant [99 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@s90 = external constant [99 x i8]
@s95 = linkonce_odr constant [99 x i8] c"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\00"
@st924 = private constant [4 x { i8, i32, i16 }] [{ i8, i32, i16 } { i8 3, i32 3, i16 3 }, { i8, i32, i16 } { i8 4, i32 4, i16 4 }, { i8, i32, i16 } { i8 5, i32 5, i16 5 }, { i8, i32, i16 } { i8 0, i32 0, i16 0 }]
@st925 = private constant [4 x { i8, i32, i16 }] [{ i8, i32, i16 } { i8 3, i32 3, i16 3 }, { i8, i32, i16 } { i8 4, i32 4, i16 4 }, { i8, i32, i16 } { i8 5, i32 5, i16 5 }, { i8, i32, i16 } { i8 0, i32 0, i16 0 }]
@st926 = private constant [4 x { i8, i32, i16 }] [{ i8, i32, i16 } { i8 3, i32 3, i16 3 }, { i8, i32, i16 } { i8 4, i32 4, i16 4 }, { i8, i32, i16 } { i8 5, i32 5, i16 5 }, { i8, i32, i16 } { i8 0, i32 0, i16 0 }]
@st927 = private constant [30 x { i8, i32, i16 }] [{ i8, i32, i16 } { i8 3, i32 3, i16 3 }, { i8, i32, i16 } { i8 4, i32 4, i16 4 }, { i8, i32, i16 } { i8 5, i32 5, i16 5 }, { i8, i32, i16 } { i8 6, i32 6, i16 6 }, { i8, i32, i16 } { i8 7, i32 7, i16 7 }, { i8, i32, i16 } { i8 8, i32 8, i16 8 }, { i8, i32, i16 } { i8 9, i32 9, i16 9 }, { i8, i32, i16 } { i8 10, i32 10, i16 10 }, { i8, i32, i16 } { i8 11, i32 11, i16 11 }, { i8, i32, i16 } { i8 12, i32 12, i16 12 }, { i8, i32, i16 } { i8 13, i32 13, i16 13 }, { i8, i32, i16 } { i8 14, i32 14, i16 14 }, { i8, i32, i16 } { i8 15, i32 15, i16 15 }, { i8, i32, i16 } { i8 16, i32 16, i16 16 }, { i8, i32, i16 } { i8 17, i32 17, i16 17 }, { i8, i32, i16 } { i8 18, i32 18, i16 18 }, { i8, i32, i16 } { i8 19, i32 19, i16 19 }, { i8, i32, i16 } { i8 20, i32 20, i16 20 }, { i8, i32, i16 } { i8 21, i32 21, i16 21 }, { i8, i32, i16 } { i8 22, i32 22, i16 22 }, { i8, i32, i16 } { i8 23, i32 23, i16 23 }, { i8, i32, i16 } { i8 24, i32 24, i16 24 }, { i8, i32, i16 } { i8 25, i32 25, i16 25 }, { i8, i32, i16 } { i8 26, i32 26, i16 26 }, { i8, i32, i16 } { i8 27, i32 27, i16 27 }, { i8, i32, i16 } { i8 28, i32 28, i16 28 }, { i8, i32, i16 } { i8 29, i32 29, i16 29 }, { i8, i32, i16 } { i8 30, i32 30, i16 30 }, { i8, i32, i16 } { i8 31, i32 31, i16 31 }, { i8, i32, i16 } { i8 0, i32 0, i16 0 }]
@st928 = private constant [30 x { i8, i32, i16 }] [{ i8, i32, i16 } { i8 3, i32 3, i16 3 }, { i8, i32, i16 } { i8 4, i32 4, i16 4 }, { i8, i32, i16 } { i8 5, i32 5, i16 5 }, { i8, i32, i16 } { i8 6, i32 6, i16 6 }, { i8, i32, i16 } { i8 7, i32 7, i16 7 }, { i8, i32, i16 } { i8 8, i32 8, i16 8 }, { i8, i32, i16 } { i8 9, i32 9, i16 9 }, { i8, i32, i16 } { i8 10, i32 10, i16 10 }, { i8, i32, i16 } { i8 11, i32 11, i16 11 }, { i8, i32, i16 } { i8 12, i32 12, i16 12 }, { i8, i32, i16 } { i8 13, i32 13, i16 13 }, { i8, i32, i16 } { i8 14, i32 14, i16 14 }, { i8, i32, i16 } { i8 15, i32 15, i16 15 }, { i8, i32, i16 } { i8 16, i32 16, i16 16 }, { i8, i32, i16 } { i8 17, i32 17, i16 17 }, { i8, i32, i16 } { i8 18, i32 18, i16 18 }, { i8, i32, i16 } { i8 19, i32 19, i16 19 }, { i8, i32, i16 } { i8 20, i32 20, i16 20 }, { i8, i32, i16 } { i8 21, i32 21, i16 21 }, { i8, i32, i16 } { i8 22, i32 22, i16 22 }, { i8, i32, i16 } { i8 23, i32 23, i16 23 }, { i8, i32, i16 } { i8 24, i32 24, i16 24 }, { i8, i32, i16 } { i8 25, i32 25, i16 25 }, { i8, i32, i16 } { i8 26, i32 26, i16 26 }, { i8, i32, i16 } { i8 27, i32 27, i16 27 }, { i8, i32, i16 } { i8 28, i32 28, i16 28 }, { i8, i32, i16 } { i8 29, i32 29, i16 29 }, { i8, i32, i16 } { i8 30, i32 30, i16 30 }, { i8, i32, i16 } { i8 31, i32 31, i16 31 }, { i8, i32, i16 } { i8 0, i32 0, i16 0 }]
@st929 = private constant [30 x { i8, i32, i16 }] [{ i8, i32, i16 } { i8 3, i32 3, i16 3 }, { i8, i32, i16 } { i8 4, i32 4, i16 4 }, { i8, i32, i16 } { i8 5, i32 5, i16 5 }, { i8, i32, i16 } { i8 6, i32 6, i16 6 }, { i8, i32, i16 } { i8 7, i32 7, i16 7 }, { i8, i32, i16 } { i8 8, i32 8, i16 8 }, { i8, i32, i16 } { i8 9, i32 9, i16 9 }, { i8, i32, i16 } { i8 10, i32 10, i16 10 }, { i8, i32, i16 } { i8 11, i32 11, i16 11 }, { i8, i32, i16 } { i8 12, i32 12, i16 12 }, { i8, i32, i16 } { i8 13, i32 13, i16 13 }, { i8, i32, i16 } { i8 14, i32 14, i16 14 }, { i8, i32, i16 } { i8 15, i32 15, i16 15 }, { i8, i32, i16 } { i8 16, i32 16, i16 16 }, { i8, i32, i16 } { i8 17, i32 17, i16 17 }, { i8, i32, i16 } { i8 18, i32 18, i16 18 }, { i8, i32, i16 } { i8 19, i32 19, i16 19 }, { i8, i32, i16 } { i8 20, i32 20, i16 20 }, { i8, i32, i16 } { i8 21, i32 21, i16 21 }, { i8, i32, i16 } { i8 22, i32 22, i16 22 }, { i8, i32, i16 } { i8 23, i32 23, i16 23 }, { i8, i32, i16 } { i8 24, i32 24, i16 24 }, { i8, i32, i16 } { i8 25, i32 25, i16 25 }, { i8, i32, i16 } { i8 26, i32 26, i16 26 }, { i8, i32, i16 } { i8 27, i32 27, i16 27 }, { i8, i32, i16 } { i8 28, i32 28, i16 28 }, { i8, i32, i16 } { i8 29, i32 29, i16 29 }, { i8, i32, i16 } { i8 30, i32 30, i16 30 }, { i8, i32, i16 } { i8 31, i32 31, i16 31 }, { i8, i32, i16 } { i8 0, i32 0, i16 0 }]
@str916_0 = private constant [2 x i8] c"x\00"
@str916_1 = private constant [2 x i8] c"x\00"
@str917_0 = extern_weak global i8
@str917_1 = private constant [2 x i8] c"x\00"
@str918_0 = private constant [2 x i8] c"x\00"
@str918_1 = private constant [2 x i8] c"x\00"
@str919_0 = extern_weak global i8
@str919_1 = private constant [2 x i8] c"x\00"
@str920_0 = private constant [2 x i8] c"x\00"
@str920_1 = private constant [2 x i8] c"x\00"
@str920_2 = private constant [2 x i8] c"x\00"
@str920_3 = private constant [2 x i8] c"x\00"
@str920_4 = private constant [2 x i8] c"x\00"
@str920_5 = private constant [2 x i8] c"x\00"
@str920_6 = private constant [2 x i8] c"x\00"
@str920_7 = private constant [2 x i8] c"x\00"
@str920_8 = private constant [2 x i8] c"x\00"
@str920_9 = private constant [2 x i8] c"x\00"
@str921_0 = extern_weak global i8
@str921_1 = private constant [2 x i8] c"x\00"
@str921_2 = private constant [2 x i8] c"x\00"
@str921_3 = private constant [2 x i8] c"x\00"
@str921_4 = private constant [2 x i8] c"x\00"
@str921_5 = private constant [2 x i8] c"x\00"
@str921_6 = private constant [2 x i8] c"x\00"
@str921_7 = private constant [2 x i8] c"x\00"
@str921_8 = private constant [2 x i8] c"x\00"
@str921_9 = private constant [2 x i8] c"x\00"
@str922_0 = private constant [2 x i8] c"x\00"
@str922_1 = private constant [2 x i8] c"x\00"
@str922_2 = private constant [2 x i8] c"x\00"
@str922_3 = private constant [2 x i8] c"x\00"
@str922_4 = private constant [2 x i8] c"x\00"
@str922_5 = private constant [2 x i8] c"x\00"
@str922_6 = private constant [2 x i8] c"x\00"
@str922_7 = private constant [2 x i8] c"x\00"
@str922_8 = private constant [2 x i8] c"x\00"
@str922_9 = private constant [2 x i8] c"x\00"
@str923_0 = extern_weak global i8
@str923_1 = private constant [2 x i8] c"x\00"
@str923_2 = private constant [2 x i8] c"x\00"
@str923_3 = private constant [2 x i8] c"x\00"
@str923_4 = private constant [2 x i8] c"x\00"
@str923_5 = private constant [2 x i8] c"x\00"
@str923_6 = private constant [2 x i8] c"x\00"
@str923_7 = private constant [2 x i8] c"x\00"
@str923_8 = private constant [2 x i8] c"x\00"
@str923_9 = private constant [2 x i8] c"x\00"
@t865 = internal global [3 x i32] [i32 218, i32 169, i32 0]
@t870 = constant [3 x i64] [i64 835, i64 987, i64 0]
@t875 = internal global [3 x i16] [i16 666, i16 129, i16 799]
@t880 = internal constant [50 x i32] [i32 696, i32 191, i32 494, i32 3, i32 825, i32 740, i32 819, i32 288, i32 367, i32 251, i32 671, i32 310, i32 329, i32 492, i32 497, i32 439, i32 639, i32 653, i32 88, i32 676, i32 919, i32 372, i32 157, i32 952, i32 311, i32 875, i32 395, i32 59, i32 88, i32 848, i32 579, i32 928, i32 333, i32 803, i32 966, i32 144, i32 544, i32 852, i32 354, i32 649, i32 597, i32 16, i32 674, i32 12, i32 215, i32 975, i32 74, i32 672, i32 301, i32 0]
@t885 = internal global [50 x i64] [i64 85, i64 218, i64 41, i64 684, i64 649, i64 469, i64 641, i64 781, i64 179, i64 104, i64 680, i64 186, i64 891, i64 38, i64 432, i64 794, i64 104, i64 937, i64 953, i64 672, i64 14, i64 378, i64 893, i64 843, i64 143, i64 806, i64 317, i64 576, i64 728, i64 265, i64 884, i64 310, i64 190, i64 432, i64 36, i64 327, i64 21, i64 442, i64 580, i64 658, i64 593, i64 957, i64 936, i64 56, i64 510, i64 582, i64 535, i64 41, i64 845, i64 0]
@t890 = internal constant [50 x i16] [i16 356, i16 548, i16 88, i16 553, i16 567, i16 497, i16 817, i16 391, i16 206, i16 807, i16 769, i16 740, i16 955, i16 240, i16 317, i16 622, i16 59, i16 694, i16 405, i16 477, i16 726, i16 212, i16 949, i16 261, i16 601, i16 770, i16 10, i16 811, i16 395, i16 471, i16 554, i16 90, i16 550, i16 826, i16 364, i16 791, i16 65, i16 239, i16 408, i16 594, i16 534, i16 919, i16 266, i16 907, i16 854, i16 535, i16 329, i16 489, i16 519, i16 604]
@t895 = constant [50 x i32] [i32 464, i32 996, i32 348, i32 331, i32 843, i32 240, i32 489, i32 119, i32 644, i32 375, i32 147, i32 340, i32 227, i32 754, i32 59, i32 185, i32 731, i32 463, i32 567, i32 911, i32 149, i32 450, i32 892, i32 153, i32 273, i32 429, i32 422, i32 253, i32 160, i32 27, i32 278, i32 585, i32 860, i32 304, i32 343, i32 824, i32 172, i32 267, i32 503, i32 112, i32 326, i32 468, i32 925, i32 495, i32 117, i32 158, i32 526, i32 59, i32 647, i32 917]
@t900 = internal constant [120 x i64] [i64 980, i64 944, i64 527, i64 924, i64 275, i64 87, i64 478, i64 605, i64 547, i64 955, i64 152, i64 451, i64 127, i64 524, i64 135, i64 907, i64 301, i64 938, i64 417, i64 592, i64 296, i64 281, i64 250, i64 754, i64 90, i64 759, i64 560, i64 295, i64 860, i64 466, i64 625, i64 712, i64 584, i64 227, i64 666, i64 396, i64 207, i64 562, i64 728, i64 376, i64 472, i64 914, i64 562, i64 311, i64 628, i64 490, i64 481, i64 839, i64 318, i64 32, i64 249, i64 342, i64 227, i64 194, i64 525, i64 560, i64 393, i64 993, i64 600, i64 406, i64 13, i64 947, i64 362, i64 167, i64 883, i64 975, i64 245, i64 332, i64 571, i64 334, i64 504, i64 277, i64 292, i64 900, i64 222, i64 303, i64 59, i64 791, i64 23, i64 163, i64 565, i64 69, i64 621, i64 893, i64 357, i64 451, i64 674, i64 64, i64 530, i64 398, i64 855, i64 451, i64 363, i64 754, i64 782, i64 112, i64 534, i64 231, i64 983, i64 694, i64 757, i64 957, i64 159, i64 427, i64 346, i64 685, i64 361, i64 144, i64 692, i64 208, i64 632, i64 626, i64 871, i64 284, i64 841, i64 860, i64 531, i64 98, i64 757, i64 0]
@t905 = constant [120 x i16] [i16 414, i16 865, i16 931, i16 476, i16 794, i16 644, i16 904, i16 644, i16 882, i16 884, i16 136, i16 960, i16 284, i16 181, i16 31, i16 376, i16 696, i16 819, i16 680, i16 708, i16 360, i16 919, i16 423, i16 26, i16 675, i16 721, i16 717, i16 474, i16 255, i16 868, i16 411, i16 361, i16 928, i16 644, i16 101, i16 187, i16 299, i16 118, i16 278, i16 935, i16 624, i16 752, i16 225, i16 730, i16 694, i16 42, i16 415, i16 41, i16 624, i16 166, i16 442, i16 203, i16 776, i16 311, i16 160, i16 390, i16 757, i16 41, i16 566, i16 319, i16 645, i16 654, i16 965, i16 184, i16 579, i16 860, i16 234, i16 584, i16 510, i16 734, i16 534, i16 261, i16 948, i16 446, i16 687, i16 701, i16 590, i16 358, i16 959, i16 1, i16 115, i16 855, i16 783, i16 796, i16 672, i16 294, i16 923, i16 44, i16 897, i16 875, i16 600, i16 622, i16 713, i16 49, i16 998, i16 251, i16 698, i16 114, i16 39, i16 811, i16 327, i16 216, i16 796, i16 937, i16 354, i16 768, i16 936, i16 89, i16 428, i16 712, i16 762, i16 404, i16 766, i16 631, i16 849, i16 227, i16 288, i16 540, i16 93, i16 0]
@t910 = internal global [120 x i32] [i32 538, i32 971, i32 366, i32 740, i32 501, i32 45, i32 837, i32 619, i32 362, i32 103, i32 365, i32 563, i32 336, i32 823, i32 618, i32 116, i32 35, i32 948, i32 933, i32 692, i32 249, i32 261, i32 363, i32 198, i32 711, i32 458, i32 22, i32 859, i32 596, i32 451, i32 117, i32 811, i32 22, i32 500, i32 114, i32 76, i32 820, i32 265, i32 190, i32 154, i32 568, i32 954, i32 297, i32 895, i32 704, i32 686, i32 390, i32 857, i32 148, i32 603, i32 897, i32 257, i32 552, i32 707, i32 780, i32 828, i32 276, i32 972, i32 455, i32 15, i32 26, i32 351, i32 155, i32 499, i32 514, i32 496, i32 895, i32 33, i32 820, i32 858, i32 37, i32 77, i32 187, i32 636, i32 838, i32 661, i32 696, i32 615, i32 402, i32 864, i32 488, i32 991, i32 163, i32 710, i32 866, i32 460, i32 403, i32 235, i32 894, i32 981, i32 626, i32 530, i32 78, i32 370, i32 338, i32 541, i32 222, i32 319, i32 916, i32 135, i32 604, i32 640, i32 45, i32 217, i32 174, i32 839, i32 370, i32 745, i32 479, i32 340, i32 591, i32 480, i32 398, i32 960, i32 363, i32 322, i32 7, i32 344, i32 594, i32 496]
@t915 = constant [120 x i64] [i64 812, i64 643, i64 707, i64 16, i64 39, i64 139, i64 517, i64 610, i64 238, i64 589, i64 441, i64 716, i64 108, i64 746, i64 21, i64 50, i64 916, i64 325, i64 67, i64 900, i64 113, i64 124, i64 981, i64 500, i64 994, i64 140, i64 539, i64 439, i64 3, i64 184, i64 230, i64 702, i64 554, i64 152, i64 649, i64 756, i64 559, i64 513, i64 116, i64 543, i64 363, i64 860, i64 509, i64 981, i64 941, i64 80, i64 358, i64 994, i64 221, i64 874, i64 991, i64 996, i64 905, i64 230, i64 749, i64 75, i64 280, i64 721, i64 182, i64 16, i64 271, i64 276, i64 71, i64 990, i64 45, i64 202, i64 521, i64 50, i64 418, i64 809, i64 570, i64 975, i64 372, i64 274, i64 11, i64 334, i64 705, i64 43, i64 669, i64 465, i64 558, i64 289, i64 562, i64 339, i64 707, i64 421, i64 896, i64 764, i64 735, i64 276, i64 409, i64 433, i64 326, i64 553, i64 430, i64 393, i64 997, i64 155, i64 397, i64 780, i64 395, i64 903, i64 420, i64 824, i64 147, i64 920, i64 651, i64 6, i64 245, i64 623, i64 514, i64 949, i64 261, i64 711, i64 626, i64 748, i64 387, i64 247, i64 846, i64 204]

define i64 @string_5(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s5, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_10(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s10, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_15(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s15, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_20(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s20, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_25(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s25, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_30(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s30, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_35(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s35, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_40(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s40, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_45(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s45, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_50(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s50, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_55(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s55, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_60(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s60, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_65(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s65, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_70(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s70, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_75(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s75, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_80(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s80, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_85(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s85, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_90(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s90, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_95(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s95, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_100(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s100, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_105(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s105, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_110(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s110, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_115(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s115, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_120(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s120, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_125(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s125, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_130(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s130, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_135(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s135, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_140(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s140, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_145(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s145, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_150(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s150, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_155(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s155, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_160(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s160, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_165(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s165, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_170(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s170, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_175(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s175, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_180(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s180, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @string_185(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s185, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp eq i8 %c, 0
  br i1 %z, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @string_190(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @s190, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr %p, i64 1
  %c = load i8, ptr %p, align 1
  store volatile i8 %c, ptr %q
  %z = icmp ne i8 %c, 0
  br i1 %z, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @lshr8_195(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = lshr i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr8_200(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = lshr i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp ult i8 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr8_205(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = lshr i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp ult i8 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv8_210(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i8 %x, 3
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv8_215(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i8 %x, 3
  store volatile i8 %x, ptr %q
  %c = icmp ugt i8 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv8_220(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i8 %x, 3
  store volatile i8 %x, ptr %q
  %c = icmp ult i8 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv8_225(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i8 %x, 3
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @udiv8_230(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = udiv i8 %x, 2
  store volatile i8 %x, ptr %q
  %c = icmp ugt i8 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @udiv8_235(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = udiv i8 %x, 2
  store volatile i8 %x, ptr %q
  %c = icmp ult i8 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @mul8_240(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = mul i8 %x, 3
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @mul8_245(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = mul i8 %x, 3
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @mul8_250(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = mul i8 %x, 3
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add8_255(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = add i8 %x, 7
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add8_260(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = add i8 %x, 7
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add8_265(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = add i8 %x, 7
  store volatile i8 %x, ptr %q
  %c = icmp ugt i8 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add8_270(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = add i8 %x, 7
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl8_275(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = shl i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl8_280(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = shl i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp ne i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl8_285(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = shl i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp ugt i8 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl8_290(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = shl i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor8_295(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = xor i8 %x, 5
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor8_300(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = xor i8 %x, 5
  store volatile i8 %x, ptr %q
  %c = icmp ult i8 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor8_305(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = xor i8 %x, 5
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor8_310(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = xor i8 %x, 5
  store volatile i8 %x, ptr %q
  %c = icmp ugt i8 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr8_315(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = ashr i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp ugt i8 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr8_320(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = ashr i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr8_325(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = ashr i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr8_330(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = ashr i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp ult i8 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem8_335(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = srem i8 %x, 7
  store volatile i8 %x, ptr %q
  %c = icmp ult i8 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem8_340(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = srem i8 %x, 7
  store volatile i8 %x, ptr %q
  %c = icmp ult i8 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem8_345(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = srem i8 %x, 7
  store volatile i8 %x, ptr %q
  %c = icmp ugt i8 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub8_350(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = sub i8 %x, 9
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub8_355(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = sub i8 %x, 9
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub8_360(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = sub i8 %x, 9
  store volatile i8 %x, ptr %q
  %c = icmp ne i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub8_365(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = sub i8 %x, 9
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and8_370(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = and i8 %x, -2
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and8_375(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = and i8 %x, -2
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and8_380(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = and i8 %x, -2
  store volatile i8 %x, ptr %q
  %c = icmp ne i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @or8_385(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = or i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp ugt i8 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @or8_390(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = or i8 %x, 1
  store volatile i8 %x, ptr %q
  %c = icmp ugt i8 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl8_395(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = shl i8 %x, 40
  store volatile i8 %x, ptr %q
  %c = icmp eq i8 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl8_400(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = shl i8 %x, 40
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl8_405(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = shl i8 %x, 40
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl8_410(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i8 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = shl i8 %x, 40
  store volatile i8 %x, ptr %q
  %c = icmp sgt i8 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr32_415(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = lshr i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr32_420(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = lshr i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp ult i32 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr32_425(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = lshr i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp ult i32 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr32_430(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = lshr i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp ult i32 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv32_435(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i32 %x, 3
  store volatile i32 %x, ptr %q
  %c = icmp ult i32 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv32_440(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i32 %x, 3
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv32_445(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i32 %x, 3
  store volatile i32 %x, ptr %q
  %c = icmp ugt i32 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv32_450(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i32 %x, 3
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @udiv32_455(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = udiv i32 %x, 2
  store volatile i32 %x, ptr %q
  %c = icmp ne i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @udiv32_460(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = udiv i32 %x, 2
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @udiv32_465(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = udiv i32 %x, 2
  store volatile i32 %x, ptr %q
  %c = icmp ne i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @mul32_470(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = mul i32 %x, 3
  store volatile i32 %x, ptr %q
  %c = icmp sgt i32 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @mul32_475(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = mul i32 %x, 3
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @mul32_480(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = mul i32 %x, 3
  store volatile i32 %x, ptr %q
  %c = icmp sgt i32 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add32_485(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = add i32 %x, 7
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add32_490(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = add i32 %x, 7
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add32_495(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = add i32 %x, 7
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl32_500(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = shl i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp ult i32 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl32_505(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = shl i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp ne i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl32_510(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = shl i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl32_515(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = shl i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor32_520(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = xor i32 %x, 5
  store volatile i32 %x, ptr %q
  %c = icmp ugt i32 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor32_525(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = xor i32 %x, 5
  store volatile i32 %x, ptr %q
  %c = icmp ult i32 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor32_530(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = xor i32 %x, 5
  store volatile i32 %x, ptr %q
  %c = icmp ugt i32 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr32_535(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = ashr i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp ne i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr32_540(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = ashr i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp ugt i32 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr32_545(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = ashr i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp sgt i32 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem32_550(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = srem i32 %x, 7
  store volatile i32 %x, ptr %q
  %c = icmp ne i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem32_555(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = srem i32 %x, 7
  store volatile i32 %x, ptr %q
  %c = icmp sgt i32 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem32_560(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = srem i32 %x, 7
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub32_565(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = sub i32 %x, 9
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub32_570(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = sub i32 %x, 9
  store volatile i32 %x, ptr %q
  %c = icmp ugt i32 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub32_575(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = sub i32 %x, 9
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and32_580(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = and i32 %x, -2
  store volatile i32 %x, ptr %q
  %c = icmp ult i32 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and32_585(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = and i32 %x, -2
  store volatile i32 %x, ptr %q
  %c = icmp ult i32 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and32_590(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = and i32 %x, -2
  store volatile i32 %x, ptr %q
  %c = icmp ne i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and32_595(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = and i32 %x, -2
  store volatile i32 %x, ptr %q
  %c = icmp sgt i32 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @or32_600(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = or i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @or32_605(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = or i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp ne i32 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @or32_610(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = or i32 %x, 1
  store volatile i32 %x, ptr %q
  %c = icmp ugt i32 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl32_615(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = shl i32 %x, 40
  store volatile i32 %x, ptr %q
  %c = icmp ugt i32 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl32_620(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = shl i32 %x, 40
  store volatile i32 %x, ptr %q
  %c = icmp sgt i32 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl32_625(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = shl i32 %x, 40
  store volatile i32 %x, ptr %q
  %c = icmp ult i32 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr64_630(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = lshr i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr64_635(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = lshr i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ult i64 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr64_640(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = lshr i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ult i64 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @lshr64_645(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = lshr i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ugt i64 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv64_650(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i64 %x, 3
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv64_655(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i64 %x, 3
  store volatile i64 %x, ptr %q
  %c = icmp ult i64 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sdiv64_660(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = sdiv i64 %x, 3
  store volatile i64 %x, ptr %q
  %c = icmp sgt i64 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @udiv64_665(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = udiv i64 %x, 2
  store volatile i64 %x, ptr %q
  %c = icmp ugt i64 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @udiv64_670(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = udiv i64 %x, 2
  store volatile i64 %x, ptr %q
  %c = icmp sgt i64 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @udiv64_675(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = udiv i64 %x, 2
  store volatile i64 %x, ptr %q
  %c = icmp sgt i64 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @udiv64_680(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = udiv i64 %x, 2
  store volatile i64 %x, ptr %q
  %c = icmp ne i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @mul64_685(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = mul i64 %x, 3
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @mul64_690(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = mul i64 %x, 3
  store volatile i64 %x, ptr %q
  %c = icmp ne i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @mul64_695(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = mul i64 %x, 3
  store volatile i64 %x, ptr %q
  %c = icmp ult i64 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add64_700(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = add i64 %x, 7
  store volatile i64 %x, ptr %q
  %c = icmp ne i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add64_705(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = add i64 %x, 7
  store volatile i64 %x, ptr %q
  %c = icmp ugt i64 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @add64_710(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = add i64 %x, 7
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl64_715(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = shl i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl64_720(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = shl i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ne i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl64_725(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = shl i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ugt i64 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl64_730(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = shl i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor64_735(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = xor i64 %x, 5
  store volatile i64 %x, ptr %q
  %c = icmp ne i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor64_740(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = xor i64 %x, 5
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor64_745(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = xor i64 %x, 5
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @xor64_750(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = xor i64 %x, 5
  store volatile i64 %x, ptr %q
  %c = icmp sgt i64 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr64_755(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = ashr i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp sgt i64 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr64_760(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = ashr i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ugt i64 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @ashr64_765(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = ashr i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ult i64 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem64_770(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = srem i64 %x, 7
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem64_775(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = srem i64 %x, 7
  store volatile i64 %x, ptr %q
  %c = icmp sgt i64 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem64_780(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = srem i64 %x, 7
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @srem64_785(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = srem i64 %x, 7
  store volatile i64 %x, ptr %q
  %c = icmp ugt i64 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub64_790(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = sub i64 %x, 9
  store volatile i64 %x, ptr %q
  %c = icmp ult i64 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub64_795(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = sub i64 %x, 9
  store volatile i64 %x, ptr %q
  %c = icmp ult i64 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @sub64_800(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = sub i64 %x, 9
  store volatile i64 %x, ptr %q
  %c = icmp ne i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and64_805(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = and i64 %x, -2
  store volatile i64 %x, ptr %q
  %c = icmp ne i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and64_810(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = and i64 %x, -2
  store volatile i64 %x, ptr %q
  %c = icmp ugt i64 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @and64_815(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 255, %entry ], [ %x.next, %loop ]
  %x.next = and i64 %x, -2
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @or64_820(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = or i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp sgt i64 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @or64_825(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = or i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ugt i64 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @or64_830(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = or i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ne i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @or64_835(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ -100, %entry ], [ %x.next, %loop ]
  %x.next = or i64 %x, 1
  store volatile i64 %x, ptr %q
  %c = icmp ne i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl64_840(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 1, %entry ], [ %x.next, %loop ]
  %x.next = shl i64 %x, 40
  store volatile i64 %x, ptr %q
  %c = icmp eq i64 %x.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl64_845(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 8, %entry ], [ %x.next, %loop ]
  %x.next = shl i64 %x, 40
  store volatile i64 %x, ptr %q
  %c = icmp sgt i64 %x.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl64_850(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 364, %entry ], [ %x.next, %loop ]
  %x.next = shl i64 %x, 40
  store volatile i64 %x, ptr %q
  %c = icmp ult i64 %x.next, 2
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @shl64_855(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i64 [ 100, %entry ], [ %x.next, %loop ]
  %x.next = shl i64 %x, 40
  store volatile i64 %x, ptr %q
  %c = icmp ugt i64 %x.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @two_phis_858(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ 50, %entry ], [ %j.next, %loop ]
  %i.next = add i32 %i, %j
  %j.next = sub i32 %j, 1
  store volatile i32 %i, ptr %q
  %c = icmp eq i32 %i, %j
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @two_phis_859(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ 50, %entry ], [ %j.next, %loop ]
  %i.next = add i32 %i, %j
  %j.next = sub i32 %j, 1
  store volatile i32 %i, ptr %q
  %c = icmp eq i32 %i, 20
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @two_phis_861(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ 50, %entry ], [ %j.next, %loop ]
  %i.next = add i32 %i, %j
  %j.next = sub i32 %j, 1
  store volatile i32 %i, ptr %q
  %c = icmp eq i32 %j, 30
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_865(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [3 x i32], ptr @t865, i64 0, i64 %i
  %v = load i32, ptr %a
  store volatile i32 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i32 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_870(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [3 x i64], ptr @t870, i64 0, i64 %i
  %v = load i64, ptr %a
  store volatile i64 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_875(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [3 x i16], ptr @t875, i64 0, i64 %i
  %v = load i16, ptr %a
  store volatile i16 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i16 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_880(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [50 x i32], ptr @t880, i64 0, i64 %i
  %v = load i32, ptr %a
  store volatile i32 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i32 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_885(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [50 x i64], ptr @t885, i64 0, i64 %i
  %v = load i64, ptr %a
  store volatile i64 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_890(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [50 x i16], ptr @t890, i64 0, i64 %i
  %v = load i16, ptr %a
  store volatile i16 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i16 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_895(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [50 x i32], ptr @t895, i64 0, i64 %i
  %v = load i32, ptr %a
  store volatile i32 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i32 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_900(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [120 x i64], ptr @t900, i64 0, i64 %i
  %v = load i64, ptr %a
  store volatile i64 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_905(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [120 x i16], ptr @t905, i64 0, i64 %i
  %v = load i16, ptr %a
  store volatile i16 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i16 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_910(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [120 x i32], ptr @t910, i64 0, i64 %i
  %v = load i32, ptr %a
  store volatile i32 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i32 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @table_915(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [120 x i64], ptr @t915, i64 0, i64 %i
  %v = load i64, ptr %a
  store volatile i64 %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_table_916(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [3 x ptr], ptr @pt916, i64 0, i64 %i
  %v = load ptr, ptr %a
  store volatile ptr %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq ptr %v, null
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_table_917(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [3 x ptr], ptr @pt917, i64 0, i64 %i
  %v = load ptr, ptr %a
  store volatile ptr %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq ptr %v, null
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_table_918(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [3 x ptr], ptr @pt918, i64 0, i64 %i
  %v = load ptr, ptr %a
  store volatile ptr %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne ptr %v, null
  br i1 %c, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @pointer_table_919(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [3 x ptr], ptr @pt919, i64 0, i64 %i
  %v = load ptr, ptr %a
  store volatile ptr %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne ptr %v, null
  br i1 %c, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @pointer_table_920(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [11 x ptr], ptr @pt920, i64 0, i64 %i
  %v = load ptr, ptr %a
  store volatile ptr %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq ptr %v, null
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_table_921(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [11 x ptr], ptr @pt921, i64 0, i64 %i
  %v = load ptr, ptr %a
  store volatile ptr %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq ptr %v, null
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_table_922(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [11 x ptr], ptr @pt922, i64 0, i64 %i
  %v = load ptr, ptr %a
  store volatile ptr %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne ptr %v, null
  br i1 %c, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @pointer_table_923(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [11 x ptr], ptr @pt923, i64 0, i64 %i
  %v = load ptr, ptr %a
  store volatile ptr %v, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ne ptr %v, null
  br i1 %c, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @struct_field_924(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [4 x { i8, i32, i16 }], ptr @st924, i64 0, i64 %i, i32 0
  %v = load i8, ptr %a
  store volatile i8 %v, ptr %q
  %i.next = add i64 %i, 1
  %c = icmp eq i8 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @struct_field_925(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [4 x { i8, i32, i16 }], ptr @st925, i64 0, i64 %i, i32 1
  %v = load i32, ptr %a
  store volatile i32 %v, ptr %q
  %i.next = add i64 %i, 1
  %c = icmp eq i32 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @struct_field_926(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [4 x { i8, i32, i16 }], ptr @st926, i64 0, i64 %i, i32 2
  %v = load i16, ptr %a
  store volatile i16 %v, ptr %q
  %i.next = add i64 %i, 1
  %c = icmp eq i16 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @struct_field_927(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [30 x { i8, i32, i16 }], ptr @st927, i64 0, i64 %i, i32 0
  %v = load i8, ptr %a
  store volatile i8 %v, ptr %q
  %i.next = add i64 %i, 1
  %c = icmp eq i8 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @struct_field_928(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [30 x { i8, i32, i16 }], ptr @st928, i64 0, i64 %i, i32 1
  %v = load i32, ptr %a
  store volatile i32 %v, ptr %q
  %i.next = add i64 %i, 1
  %c = icmp eq i32 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @struct_field_929(ptr %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = getelementptr inbounds [30 x { i8, i32, i16 }], ptr @st929, i64 0, i64 %i, i32 2
  %v = load i16, ptr %a
  store volatile i16 %v, ptr %q
  %i.next = add i64 %i, 1
  %c = icmp eq i16 %v, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @punned_load_930(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @pun930, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %v = load i32, ptr %p, align 1
  store volatile i32 %v, ptr %q
  %c = icmp ult i32 %v, 256
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @punned_load_931(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @pun931, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %v = load i32, ptr %p, align 1
  store volatile i32 %v, ptr %q
  %c = icmp ult i32 %v, 256
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_to_end_932(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @arr932, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i32, ptr %p, i64 1
  %v = load i32, ptr %p
  store volatile i32 %v, ptr %q
  %c = icmp eq ptr %next, getelementptr inbounds ([5 x i32], ptr @arr932, i64 0, i64 5)
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_to_end_935(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @arr935, %entry ], [ %next, %loop ]
  %next = getelementptr i32, ptr %p, i64 1
  %v = load i32, ptr %p
  store volatile i32 %v, ptr %q
  %c = icmp eq ptr %next, getelementptr inbounds ([5 x i32], ptr @arr935, i64 0, i64 5)
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_to_end_938(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @arr938, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i32, ptr %p, i64 1
  %v = load i32, ptr %p
  store volatile i32 %v, ptr %q
  %c = icmp eq ptr %next, getelementptr inbounds ([99 x i32], ptr @arr938, i64 0, i64 99)
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_to_end_941(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @arr941, %entry ], [ %next, %loop ]
  %next = getelementptr i32, ptr %p, i64 1
  %v = load i32, ptr %p
  store volatile i32 %v, ptr %q
  %c = icmp eq ptr %next, getelementptr inbounds ([99 x i32], ptr @arr941, i64 0, i64 99)
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_to_end_944(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @arr944, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i32, ptr %p, i64 1
  %v = load i32, ptr %p
  store volatile i32 %v, ptr %q
  %c = icmp eq ptr %next, getelementptr inbounds ([100 x i32], ptr @arr944, i64 0, i64 100)
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_to_end_947(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @arr947, %entry ], [ %next, %loop ]
  %next = getelementptr i32, ptr %p, i64 1
  %v = load i32, ptr %p
  store volatile i32 %v, ptr %q
  %c = icmp eq ptr %next, getelementptr inbounds ([100 x i32], ptr @arr947, i64 0, i64 100)
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_to_end_950(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @arr950, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i32, ptr %p, i64 1
  %v = load i32, ptr %p
  store volatile i32 %v, ptr %q
  %c = icmp eq ptr %next, getelementptr inbounds ([101 x i32], ptr @arr950, i64 0, i64 101)
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @pointer_to_end_953(ptr %q) {
entry:
  br label %loop
loop:
  %p = phi ptr [ @arr953, %entry ], [ %next, %loop ]
  %next = getelementptr i32, ptr %p, i64 1
  %v = load i32, ptr %p
  store volatile i32 %v, ptr %q
  %c = icmp eq ptr %next, getelementptr inbounds ([101 x i32], ptr @arr953, i64 0, i64 101)
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @collatz_956(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 3, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %t = mul i32 %x, 3
  %t1 = add i32 %t, 1
  %h = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %t1, i32 %h
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @trunc_condition_957(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 3, %entry ], [ %x.next, %loop ]
  %x.next = add i32 %x, -1
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  br i1 %b, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @collatz_958(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 10, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %t = mul i32 %x, 3
  %t1 = add i32 %t, 1
  %h = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %t1, i32 %h
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @trunc_condition_959(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 10, %entry ], [ %x.next, %loop ]
  %x.next = add i32 %x, -1
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  br i1 %b, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @collatz_960(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 17, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %t = mul i32 %x, 3
  %t1 = add i32 %t, 1
  %h = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %t1, i32 %h
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @trunc_condition_961(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 17, %entry ], [ %x.next, %loop ]
  %x.next = add i32 %x, -1
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  br i1 %b, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @collatz_962(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 24, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %t = mul i32 %x, 3
  %t1 = add i32 %t, 1
  %h = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %t1, i32 %h
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @trunc_condition_963(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 24, %entry ], [ %x.next, %loop ]
  %x.next = add i32 %x, -1
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  br i1 %b, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @collatz_964(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 31, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %t = mul i32 %x, 3
  %t1 = add i32 %t, 1
  %h = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %t1, i32 %h
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @trunc_condition_965(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 31, %entry ], [ %x.next, %loop ]
  %x.next = add i32 %x, -1
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  br i1 %b, label %loop, label %exit
exit:
  ret i64 0
}

define i64 @collatz_966(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 38, %entry ], [ %x.next, %loop ]
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  %t = mul i32 %x, 3
  %t1 = add i32 %t, 1
  %h = lshr i32 %x, 1
  %x.next = select i1 %isodd, i32 %t1, i32 %h
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  %c = icmp eq i32 %x.next, 1
  br i1 %c, label %exit, label %loop
exit:
  ret i64 0
}

define i64 @trunc_condition_967(ptr %q) {
entry:
  br label %loop
loop:
  %x = phi i32 [ 38, %entry ], [ %x.next, %loop ]
  %x.next = add i32 %x, -1
  store volatile i32 %x, ptr %q
  %b = trunc i32 %x.next to i1
  br i1 %b, label %loop, label %exit
exit:
  ret i64 0
}
