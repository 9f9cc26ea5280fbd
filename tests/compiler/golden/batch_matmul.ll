; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"A", ptr noalias %"B", ptr noalias %"C", ptr noalias %"PA", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [384 x i64], align 64
  %"par.tid" = alloca [64 x i64], align 64
  %"par.ok" = alloca [64 x i1], align 64
  %"par.ctx.1" = alloca [384 x i64], align 64
  %"par.tid.1" = alloca [64 x i64], align 64
  %"par.ok.1" = alloca [64 x i1], align 64
  br label %"body"
body:
  %".7" = icmp slt i64 %"num_threads", 64
  %".8" = select  i1 %".7", i64 %"num_threads", i64 64
  %".9" = icmp sgt i64 %".8", 1
  %".10" = select  i1 %".9", i64 %".8", i64 1
  %".11" = icmp slt i64 %".10", 2
  %".12" = select  i1 %".11", i64 %".10", i64 2
  %".13" = icmp sgt i64 %".12", 1
  %".14" = select  i1 %".13", i64 %".12", i64 1
  br label %"par.fill.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"body"], [%".51", %"par.fill.body"]
  %".16" = icmp slt i64 %"par.fill", %".14"
  br i1 %".16", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".18" = mul i64 %"par.fill", 2
  %".19" = sdiv i64 %".18", %".14"
  %".20" = mul i64 %"par.fill", 6
  %".21" = add i64 %".20", 0
  %".22" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".21"
  store i64 %".19", ptr %".22"
  %".24" = add i64 %"par.fill", 1
  %".25" = mul i64 %".24", 2
  %".26" = sdiv i64 %".25", %".14"
  %".27" = mul i64 %"par.fill", 6
  %".28" = add i64 %".27", 1
  %".29" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".28"
  store i64 %".26", ptr %".29"
  %".31" = ptrtoint ptr %"A" to i64
  %".32" = mul i64 %"par.fill", 6
  %".33" = add i64 %".32", 2
  %".34" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".33"
  store i64 %".31", ptr %".34"
  %".36" = ptrtoint ptr %"B" to i64
  %".37" = mul i64 %"par.fill", 6
  %".38" = add i64 %".37", 3
  %".39" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".38"
  store i64 %".36", ptr %".39"
  %".41" = ptrtoint ptr %"C" to i64
  %".42" = mul i64 %"par.fill", 6
  %".43" = add i64 %".42", 4
  %".44" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".43"
  store i64 %".41", ptr %".44"
  %".46" = ptrtoint ptr %"PA" to i64
  %".47" = mul i64 %"par.fill", 6
  %".48" = add i64 %".47", 5
  %".49" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".48"
  store i64 %".46", ptr %".49"
  %".51" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  br label %"par.spawn.head"
par.spawn.head:
  %"par.spawn" = phi  i64 [1, %"par.fill.exit"], [%".71", %"par.spawn.body.endif"]
  %".54" = icmp slt i64 %"par.spawn", %".14"
  br i1 %".54", label %"par.spawn.body", label %"par.spawn.exit"
par.spawn.body:
  %".56" = getelementptr inbounds [64 x i64], ptr %"par.tid", i64 0, i64 %"par.spawn"
  %".57" = mul i64 %"par.spawn", 6
  %".58" = add i64 %".57", 0
  %".59" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".58"
  %".60" = call i32 @"pthread_create"(ptr %".56", ptr null, ptr (ptr)* @"kernel_par1", ptr %".59")
  %".61" = icmp eq i32 %".60", 0
  %".62" = getelementptr inbounds [64 x i1], ptr %"par.ok", i64 0, i64 %"par.spawn"
  store i1 %".61", ptr %".62"
  %".64" = xor i1 %".61", -1
  br i1 %".64", label %"par.spawn.body.if", label %"par.spawn.body.endif"
par.spawn.exit:
  %".73" = mul i64 0, 6
  %".74" = add i64 %".73", 0
  %".75" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".74"
  %".76" = call ptr @"kernel_par1"(ptr %".75")
  br label %"par.join.head"
par.spawn.body.if:
  %".66" = mul i64 %"par.spawn", 6
  %".67" = add i64 %".66", 0
  %".68" = getelementptr inbounds [384 x i64], ptr %"par.ctx", i64 0, i64 %".67"
  %".69" = call ptr @"kernel_par1"(ptr %".68")
  br label %"par.spawn.body.endif"
par.spawn.body.endif:
  %".71" = add nsw i64 %"par.spawn", 1
  br label %"par.spawn.head"
par.join.head:
  %"par.join" = phi  i64 [1, %"par.spawn.exit"], [%".87", %"par.join.body.endif"]
  %".78" = icmp slt i64 %"par.join", %".14"
  br i1 %".78", label %"par.join.body", label %"par.join.exit"
par.join.body:
  %".80" = getelementptr inbounds [64 x i1], ptr %"par.ok", i64 0, i64 %"par.join"
  %".81" = load i1, ptr %".80"
  br i1 %".81", label %"par.join.body.if", label %"par.join.body.endif"
par.join.exit:
  %".89" = icmp slt i64 %"num_threads", 64
  %".90" = select  i1 %".89", i64 %"num_threads", i64 64
  %".91" = icmp sgt i64 %".90", 1
  %".92" = select  i1 %".91", i64 %".90", i64 1
  %".93" = icmp slt i64 %".92", 2
  %".94" = select  i1 %".93", i64 %".92", i64 2
  %".95" = icmp sgt i64 %".94", 1
  %".96" = select  i1 %".95", i64 %".94", i64 1
  br label %"par.fill.head.1"
par.join.body.if:
  %".83" = getelementptr inbounds [64 x i64], ptr %"par.tid", i64 0, i64 %"par.join"
  %".84" = load i64, ptr %".83"
  %".85" = call i32 @"pthread_join"(i64 %".84", ptr null)
  br label %"par.join.body.endif"
par.join.body.endif:
  %".87" = add nsw i64 %"par.join", 1
  br label %"par.join.head"
par.fill.head.1:
  %"par.fill.1" = phi  i64 [0, %"par.join.exit"], [%".133", %"par.fill.body.1"]
  %".98" = icmp slt i64 %"par.fill.1", %".96"
  br i1 %".98", label %"par.fill.body.1", label %"par.fill.exit.1"
par.fill.body.1:
  %".100" = mul i64 %"par.fill.1", 2
  %".101" = sdiv i64 %".100", %".96"
  %".102" = mul i64 %"par.fill.1", 6
  %".103" = add i64 %".102", 0
  %".104" = getelementptr inbounds [384 x i64], ptr %"par.ctx.1", i64 0, i64 %".103"
  store i64 %".101", ptr %".104"
  %".106" = add i64 %"par.fill.1", 1
  %".107" = mul i64 %".106", 2
  %".108" = sdiv i64 %".107", %".96"
  %".109" = mul i64 %"par.fill.1", 6
  %".110" = add i64 %".109", 1
  %".111" = getelementptr inbounds [384 x i64], ptr %"par.ctx.1", i64 0, i64 %".110"
  store i64 %".108", ptr %".111"
  %".113" = ptrtoint ptr %"A" to i64
  %".114" = mul i64 %"par.fill.1", 6
  %".115" = add i64 %".114", 2
  %".116" = getelementptr inbounds [384 x i64], ptr %"par.ctx.1", i64 0, i64 %".115"
  store i64 %".113", ptr %".116"
  %".118" = ptrtoint ptr %"B" to i64
  %".119" = mul i64 %"par.fill.1", 6
  %".120" = add i64 %".119", 3
  %".121" = getelementptr inbounds [384 x i64], ptr %"par.ctx.1", i64 0, i64 %".120"
  store i64 %".118", ptr %".121"
  %".123" = ptrtoint ptr %"C" to i64
  %".124" = mul i64 %"par.fill.1", 6
  %".125" = add i64 %".124", 4
  %".126" = getelementptr inbounds [384 x i64], ptr %"par.ctx.1", i64 0, i64 %".125"
  store i64 %".123", ptr %".126"
  %".128" = ptrtoint ptr %"PA" to i64
  %".129" = mul i64 %"par.fill.1", 6
  %".130" = add i64 %".129", 5
  %".131" = getelementptr inbounds [384 x i64], ptr %"par.ctx.1", i64 0, i64 %".130"
  store i64 %".128", ptr %".131"
  %".133" = add nsw i64 %"par.fill.1", 1
  br label %"par.fill.head.1"
par.fill.exit.1:
  br label %"par.spawn.head.1"
par.spawn.head.1:
  %"par.spawn.1" = phi  i64 [1, %"par.fill.exit.1"], [%".153", %"par.spawn.body.1.endif"]
  %".136" = icmp slt i64 %"par.spawn.1", %".96"
  br i1 %".136", label %"par.spawn.body.1", label %"par.spawn.exit.1"
par.spawn.body.1:
  %".138" = getelementptr inbounds [64 x i64], ptr %"par.tid.1", i64 0, i64 %"par.spawn.1"
  %".139" = mul i64 %"par.spawn.1", 6
  %".140" = add i64 %".139", 0
  %".141" = getelementptr inbounds [384 x i64], ptr %"par.ctx.1", i64 0, i64 %".140"
  %".142" = call i32 @"pthread_create"(ptr %".138", ptr null, ptr (ptr)* @"kernel_par2", ptr %".141")
  %".143" = icmp eq i32 %".142", 0
  %".144" = getelementptr inbounds [64 x i1], ptr %"par.ok.1", i64 0, i64 %"par.spawn.1"
  store i1 %".143", ptr %".144"
  %".146" = xor i1 %".143", -1
  br i1 %".146", label %"par.spawn.body.1.if", label %"par.spawn.body.1.endif"
par.spawn.exit.1:
  %".155" = mul i64 0, 6
  %".156" = add i64 %".155", 0
  %".157" = getelementptr inbounds [384 x i64], ptr %"par.ctx.1", i64 0, i64 %".156"
  %".158" = call ptr @"kernel_par2"(ptr %".157")
  br label %"par.join.head.1"
par.spawn.body.1.if:
  %".148" = mul i64 %"par.spawn.1", 6
  %".149" = add i64 %".148", 0
  %".150" = getelementptr inbounds [384 x i64], ptr %"par.ctx.1", i64 0, i64 %".149"
  %".151" = call ptr @"kernel_par2"(ptr %".150")
  br label %"par.spawn.body.1.endif"
par.spawn.body.1.endif:
  %".153" = add nsw i64 %"par.spawn.1", 1
  br label %"par.spawn.head.1"
par.join.head.1:
  %"par.join.1" = phi  i64 [1, %"par.spawn.exit.1"], [%".169", %"par.join.body.1.endif"]
  %".160" = icmp slt i64 %"par.join.1", %".96"
  br i1 %".160", label %"par.join.body.1", label %"par.join.exit.1"
par.join.body.1:
  %".162" = getelementptr inbounds [64 x i1], ptr %"par.ok.1", i64 0, i64 %"par.join.1"
  %".163" = load i1, ptr %".162"
  br i1 %".163", label %"par.join.body.1.if", label %"par.join.body.1.endif"
par.join.exit.1:
  ret void
par.join.body.1.if:
  %".165" = getelementptr inbounds [64 x i64], ptr %"par.tid.1", i64 0, i64 %"par.join.1"
  %".166" = load i64, ptr %".165"
  %".167" = call i32 @"pthread_join"(i64 %".166", ptr null)
  br label %"par.join.body.1.endif"
par.join.body.1.endif:
  %".169" = add nsw i64 %"par.join.1", 1
  br label %"par.join.head.1"
}

define internal ptr @"kernel_par1"(ptr %".1") #0
{
entry:
  br label %"body"
body:
  %".3" = getelementptr inbounds i64, ptr %".1", i64 0
  %".4" = load i64, ptr %".3"
  %".5" = getelementptr inbounds i64, ptr %".1", i64 1
  %".6" = load i64, ptr %".5"
  %".7" = getelementptr inbounds i64, ptr %".1", i64 2
  %".8" = load i64, ptr %".7"
  %".9" = inttoptr i64 %".8" to ptr
  %".10" = getelementptr inbounds i64, ptr %".1", i64 3
  %".11" = load i64, ptr %".10"
  %".12" = inttoptr i64 %".11" to ptr
  %".13" = getelementptr inbounds i64, ptr %".1", i64 4
  %".14" = load i64, ptr %".13"
  %".15" = inttoptr i64 %".14" to ptr
  %".16" = getelementptr inbounds i64, ptr %".1", i64 5
  %".17" = load i64, ptr %".16"
  %".18" = inttoptr i64 %".17" to ptr
  br label %"PA_if.1.head"
PA_if.1.head:
  %"PA_if.1" = phi  i64 [%".4", %"body"], [%".43", %"PA_k.2.exit"]
  %".20" = icmp slt i64 %"PA_if.1", %".6"
  br i1 %".20", label %"PA_if.1.body", label %"PA_if.1.exit"
PA_if.1.body:
  br label %"PA_k.2.head"
PA_if.1.exit:
  ret ptr null
PA_k.2.head:
  %"PA_k.2" = phi  i64 [0, %"PA_if.1.body"], [%".41", %"PA_k.2.body"]
  %".23" = icmp slt i64 %"PA_k.2", 2
  br i1 %".23", label %"PA_k.2.body", label %"PA_k.2.exit"
PA_k.2.body:
  %".25" = mul i64 %"PA_if.1", 6
  %".26" = mul i64 %"PA_k.2", 3
  %".27" = add i64 %".25", %".26"
  %".28" = getelementptr inbounds float, ptr %".18", i64 %".27"
  %".29" = add i64 %".25", %"PA_k.2"
  %".30" = getelementptr inbounds float, ptr %".9", i64 %".29"
  %".31" = load float, ptr %".30", align 4
  store float %".31", ptr %".28", align 4
  %".33" = getelementptr inbounds float, ptr %".28", i64 1
  %".34" = getelementptr inbounds float, ptr %".30", i64 2
  %".35" = load float, ptr %".34", align 4
  store float %".35", ptr %".33", align 4
  %".37" = getelementptr inbounds float, ptr %".28", i64 2
  %".38" = getelementptr inbounds float, ptr %".30", i64 4
  %".39" = load float, ptr %".38", align 4
  store float %".39", ptr %".37", align 4
  %".41" = add nsw i64 %"PA_k.2", 1
  br label %"PA_k.2.head"
PA_k.2.exit:
  %".43" = add nsw i64 %"PA_if.1", 1
  br label %"PA_if.1.head"
}

declare i32 @"pthread_create"(ptr %".1", ptr %".2", ptr %".3", ptr %".4")

declare i32 @"pthread_join"(i64 %".1", ptr %".2")

define internal ptr @"kernel_par2"(ptr %".1") #0
{
entry:
  %"C_acc" = alloca [48 x float], align 64
  br label %"body"
body:
  %".3" = getelementptr inbounds i64, ptr %".1", i64 0
  %".4" = load i64, ptr %".3"
  %".5" = getelementptr inbounds i64, ptr %".1", i64 1
  %".6" = load i64, ptr %".5"
  %".7" = getelementptr inbounds i64, ptr %".1", i64 2
  %".8" = load i64, ptr %".7"
  %".9" = inttoptr i64 %".8" to ptr
  %".10" = getelementptr inbounds i64, ptr %".1", i64 3
  %".11" = load i64, ptr %".10"
  %".12" = inttoptr i64 %".11" to ptr
  %".13" = getelementptr inbounds i64, ptr %".1", i64 4
  %".14" = load i64, ptr %".13"
  %".15" = inttoptr i64 %".14" to ptr
  %".16" = getelementptr inbounds i64, ptr %".1", i64 5
  %".17" = load i64, ptr %".16"
  %".18" = inttoptr i64 %".17" to ptr
  br label %"C_if.1.head"
C_if.1.head:
  %"C_if.1" = phi  i64 [%".4", %"body"], [%".152", %"C_koo.2.exit"]
  %".20" = icmp slt i64 %"C_if.1", %".6"
  br i1 %".20", label %"C_if.1.body", label %"C_if.1.exit"
C_if.1.body:
  br label %"C_koo.2.head"
C_if.1.exit:
  ret ptr null
C_koo.2.head:
  %"C_koo.2" = phi  i64 [0, %"C_if.1.body"], [%".150", %"ro.3.exit"]
  %".23" = icmp slt i64 %"C_koo.2", 1
  br i1 %".23", label %"C_koo.2.body", label %"C_koo.2.exit"
C_koo.2.body:
  br label %"ro.3.head"
C_koo.2.exit:
  %".152" = add nsw i64 %"C_if.1", 1
  br label %"C_if.1.head"
ro.3.head:
  %"ro.3" = phi  i64 [0, %"C_koo.2.body"], [%".148", %"C_joi.4.exit"]
  %".26" = icmp slt i64 %"ro.3", 1
  br i1 %".26", label %"ro.3.body", label %"ro.3.exit"
ro.3.body:
  br label %"C_joi.4.head"
ro.3.exit:
  %".150" = add nsw i64 %"C_koo.2", 1
  br label %"C_koo.2.head"
C_joi.4.head:
  %"C_joi.4" = phi  i64 [0, %"ro.3.body"], [%".146", %"C_koi.5.exit"]
  %".29" = icmp slt i64 %"C_joi.4", 1
  br i1 %".29", label %"C_joi.4.body", label %"C_joi.4.exit"
C_joi.4.body:
  br label %"C_koi.5.head"
C_joi.4.exit:
  %".148" = add nsw i64 %"ro.3", 1
  br label %"ro.3.head"
C_koi.5.head:
  %"C_koi.5" = phi  i64 [0, %"C_joi.4.body"], [%".144", %"rio.6.exit"]
  %".32" = icmp slt i64 %"C_koi.5", 1
  br i1 %".32", label %"C_koi.5.body", label %"C_koi.5.exit"
C_koi.5.body:
  %".34" = getelementptr inbounds float, ptr %"C_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".34", align 4
  %".36" = getelementptr inbounds float, ptr %"C_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".36", align 4
  %".38" = getelementptr inbounds float, ptr %"C_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".38", align 4
  br label %"rio.6.head"
C_koi.5.exit:
  %".146" = add nsw i64 %"C_joi.4", 1
  br label %"C_joi.4.head"
rio.6.head:
  %"rio.6" = phi  i64 [0, %"C_koi.5.body"], [%".123", %"rio.6.body"]
  %".41" = icmp slt i64 %"rio.6", 1
  br i1 %".41", label %"rio.6.body", label %"rio.6.exit"
rio.6.body:
  %".43" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".44" = mul i64 %"C_if.1", 6
  %".45" = mul i64 %"C_joi.4", 6
  %".46" = add i64 %".44", %".45"
  %".47" = mul i64 %"ro.3", 6
  %".48" = add i64 %".46", %".47"
  %".49" = mul i64 %"rio.6", 6
  %".50" = add i64 %".48", %".49"
  %".51" = getelementptr inbounds float, ptr %".18", i64 %".50"
  %".52" = load float, ptr %".51", align 4
  %".53" = mul i64 %"C_if.1", 32
  %".54" = mul i64 %"ro.3", 32
  %".55" = add i64 %".53", %".54"
  %".56" = mul i64 %"rio.6", 32
  %".57" = add i64 %".55", %".56"
  %".58" = mul i64 %"C_koo.2", 16
  %".59" = add i64 %".57", %".58"
  %".60" = mul i64 %"C_koi.5", 16
  %".61" = add i64 %".59", %".60"
  %".62" = getelementptr inbounds float, ptr %".12", i64 %".61"
  %".63" = load <16 x float>, ptr %".62", align 4
  %".64" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".65" = load <16 x float>, ptr %".64", align 4
  %".66" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".52", i32 0
  %".67" = shufflevector <16 x float> %".66", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".68" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".67", <16 x float> %".63", <16 x float> %".65")
  store <16 x float> %".68", ptr %".43", align 4
  %".70" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".71" = getelementptr inbounds float, ptr %".51", i64 1
  %".72" = load float, ptr %".71", align 4
  %".73" = load <16 x float>, ptr %".62", align 4
  %".74" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".75" = load <16 x float>, ptr %".74", align 4
  %".76" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".72", i32 0
  %".77" = shufflevector <16 x float> %".76", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".78" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".77", <16 x float> %".73", <16 x float> %".75")
  store <16 x float> %".78", ptr %".70", align 4
  %".80" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".81" = getelementptr inbounds float, ptr %".51", i64 2
  %".82" = load float, ptr %".81", align 4
  %".83" = load <16 x float>, ptr %".62", align 4
  %".84" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".85" = load <16 x float>, ptr %".84", align 4
  %".86" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".82", i32 0
  %".87" = shufflevector <16 x float> %".86", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".88" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".87", <16 x float> %".83", <16 x float> %".85")
  store <16 x float> %".88", ptr %".80", align 4
  %".90" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".91" = getelementptr inbounds float, ptr %".51", i64 3
  %".92" = load float, ptr %".91", align 4
  %".93" = getelementptr inbounds float, ptr %".62", i64 16
  %".94" = load <16 x float>, ptr %".93", align 4
  %".95" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".96" = load <16 x float>, ptr %".95", align 4
  %".97" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".92", i32 0
  %".98" = shufflevector <16 x float> %".97", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".99" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".98", <16 x float> %".94", <16 x float> %".96")
  store <16 x float> %".99", ptr %".90", align 4
  %".101" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".102" = getelementptr inbounds float, ptr %".51", i64 4
  %".103" = load float, ptr %".102", align 4
  %".104" = getelementptr inbounds float, ptr %".62", i64 16
  %".105" = load <16 x float>, ptr %".104", align 4
  %".106" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".107" = load <16 x float>, ptr %".106", align 4
  %".108" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".103", i32 0
  %".109" = shufflevector <16 x float> %".108", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".110" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".109", <16 x float> %".105", <16 x float> %".107")
  store <16 x float> %".110", ptr %".101", align 4
  %".112" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".113" = getelementptr inbounds float, ptr %".51", i64 5
  %".114" = load float, ptr %".113", align 4
  %".115" = getelementptr inbounds float, ptr %".62", i64 16
  %".116" = load <16 x float>, ptr %".115", align 4
  %".117" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".118" = load <16 x float>, ptr %".117", align 4
  %".119" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".114", i32 0
  %".120" = shufflevector <16 x float> %".119", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".121" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".120", <16 x float> %".116", <16 x float> %".118")
  store <16 x float> %".121", ptr %".112", align 4
  %".123" = add nsw i64 %"rio.6", 1
  br label %"rio.6.head"
rio.6.exit:
  %".125" = mul i64 %"C_if.1", 48
  %".126" = mul i64 %"C_joi.4", 48
  %".127" = add i64 %".125", %".126"
  %".128" = mul i64 %"C_koo.2", 16
  %".129" = add i64 %".127", %".128"
  %".130" = mul i64 %"C_koi.5", 16
  %".131" = add i64 %".129", %".130"
  %".132" = getelementptr inbounds float, ptr %".15", i64 %".131"
  %".133" = getelementptr inbounds float, ptr %"C_acc", i64 0
  %".134" = load <16 x float>, ptr %".133", align 4
  store <16 x float> %".134", ptr %".132", align 4
  %".136" = getelementptr inbounds float, ptr %".132", i64 16
  %".137" = getelementptr inbounds float, ptr %"C_acc", i64 16
  %".138" = load <16 x float>, ptr %".137", align 4
  store <16 x float> %".138", ptr %".136", align 4
  %".140" = getelementptr inbounds float, ptr %".132", i64 32
  %".141" = getelementptr inbounds float, ptr %"C_acc", i64 32
  %".142" = load <16 x float>, ptr %".141", align 4
  store <16 x float> %".142", ptr %".140", align 4
  %".144" = add nsw i64 %"C_koi.5", 1
  br label %"C_koi.5.head"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
