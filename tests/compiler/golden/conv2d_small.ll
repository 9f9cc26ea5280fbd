; ModuleID = "kernel"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define void @"kernel"(ptr noalias %"data", ptr noalias %"weight", ptr noalias %"out", ptr noalias %"data_pack", ptr noalias %"weight_pack", ptr noalias %"conv_pack", i64 %"num_threads") #0
{
entry:
  %"par.ctx" = alloca [704 x i64], align 64
  %"par.next" = alloca [512 x i64], align 64
  %"par.ctx.1" = alloca [704 x i64], align 64
  %"par.next.1" = alloca [512 x i64], align 64
  %"par.ctx.2" = alloca [704 x i64], align 64
  %"par.next.2" = alloca [512 x i64], align 64
  %"par.ctx.3" = alloca [704 x i64], align 64
  %"par.next.3" = alloca [512 x i64], align 64
  br label %"body"
body:
  %".9" = icmp slt i64 %"num_threads", 64
  %".10" = select  i1 %".9", i64 %"num_threads", i64 64
  %".11" = icmp sgt i64 %".10", 1
  %".12" = select  i1 %".11", i64 %".10", i64 1
  %".13" = icmp slt i64 %".12", 8
  %".14" = select  i1 %".13", i64 %".12", i64 8
  %".15" = icmp sgt i64 %".14", 1
  %".16" = select  i1 %".15", i64 %".14", i64 1
  %".17" = mul i64 %".16", 16
  %".18" = sub i64 %".17", 1
  %".19" = add i64 8, %".18"
  %".20" = sdiv i64 %".19", %".17"
  %".21" = icmp sgt i64 %".20", 1
  %".22" = select  i1 %".21", i64 %".20", i64 1
  br label %"par.fill.head"
par.fill.head:
  %"par.fill" = phi  i64 [0, %"body"], [%".82", %"par.fill.body"]
  %".24" = icmp slt i64 %"par.fill", %".16"
  br i1 %".24", label %"par.fill.body", label %"par.fill.exit"
par.fill.body:
  %".26" = mul i64 %"par.fill", 8
  %".27" = sdiv i64 %".26", %".16"
  %".28" = mul i64 %"par.fill", 8
  %".29" = getelementptr inbounds i64, ptr %"par.next", i64 %".28"
  store i64 %".27", ptr %".29"
  %".31" = mul i64 %"par.fill", 11
  %".32" = add i64 %".31", 0
  %".33" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".32"
  store i64 %".22", ptr %".33"
  %".35" = mul i64 %"par.fill", 11
  %".36" = add i64 %".35", 1
  %".37" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".36"
  store i64 8, ptr %".37"
  %".39" = ptrtoint ptr %"par.next" to i64
  %".40" = mul i64 %"par.fill", 11
  %".41" = add i64 %".40", 2
  %".42" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".41"
  store i64 %".39", ptr %".42"
  %".44" = mul i64 %"par.fill", 11
  %".45" = add i64 %".44", 3
  %".46" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".45"
  store i64 %"par.fill", ptr %".46"
  %".48" = mul i64 %"par.fill", 11
  %".49" = add i64 %".48", 4
  %".50" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".49"
  store i64 %".16", ptr %".50"
  %".52" = ptrtoint ptr %"data" to i64
  %".53" = mul i64 %"par.fill", 11
  %".54" = add i64 %".53", 5
  %".55" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".54"
  store i64 %".52", ptr %".55"
  %".57" = ptrtoint ptr %"weight" to i64
  %".58" = mul i64 %"par.fill", 11
  %".59" = add i64 %".58", 6
  %".60" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".59"
  store i64 %".57", ptr %".60"
  %".62" = ptrtoint ptr %"out" to i64
  %".63" = mul i64 %"par.fill", 11
  %".64" = add i64 %".63", 7
  %".65" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".64"
  store i64 %".62", ptr %".65"
  %".67" = ptrtoint ptr %"data_pack" to i64
  %".68" = mul i64 %"par.fill", 11
  %".69" = add i64 %".68", 8
  %".70" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".69"
  store i64 %".67", ptr %".70"
  %".72" = ptrtoint ptr %"weight_pack" to i64
  %".73" = mul i64 %"par.fill", 11
  %".74" = add i64 %".73", 9
  %".75" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".74"
  store i64 %".72", ptr %".75"
  %".77" = ptrtoint ptr %"conv_pack" to i64
  %".78" = mul i64 %"par.fill", 11
  %".79" = add i64 %".78", 10
  %".80" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".79"
  store i64 %".77", ptr %".80"
  %".82" = add nsw i64 %"par.fill", 1
  br label %"par.fill.head"
par.fill.exit:
  %".84" = mul i64 0, 11
  %".85" = add i64 %".84", 0
  %".86" = getelementptr inbounds [704 x i64], ptr %"par.ctx", i64 0, i64 %".85"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par1", ptr %".86", i64 88, i64 %".16")
  %".88" = icmp slt i64 %"num_threads", 64
  %".89" = select  i1 %".88", i64 %"num_threads", i64 64
  %".90" = icmp sgt i64 %".89", 1
  %".91" = select  i1 %".90", i64 %".89", i64 1
  %".92" = icmp slt i64 %".91", 3
  %".93" = select  i1 %".92", i64 %".91", i64 3
  %".94" = icmp sgt i64 %".93", 1
  %".95" = select  i1 %".94", i64 %".93", i64 1
  %".96" = mul i64 %".95", 16
  %".97" = sub i64 %".96", 1
  %".98" = add i64 3, %".97"
  %".99" = sdiv i64 %".98", %".96"
  %".100" = icmp sgt i64 %".99", 1
  %".101" = select  i1 %".100", i64 %".99", i64 1
  br label %"par.fill.head.1"
par.fill.head.1:
  %"par.fill.1" = phi  i64 [0, %"par.fill.exit"], [%".161", %"par.fill.body.1"]
  %".103" = icmp slt i64 %"par.fill.1", %".95"
  br i1 %".103", label %"par.fill.body.1", label %"par.fill.exit.1"
par.fill.body.1:
  %".105" = mul i64 %"par.fill.1", 3
  %".106" = sdiv i64 %".105", %".95"
  %".107" = mul i64 %"par.fill.1", 8
  %".108" = getelementptr inbounds i64, ptr %"par.next.1", i64 %".107"
  store i64 %".106", ptr %".108"
  %".110" = mul i64 %"par.fill.1", 11
  %".111" = add i64 %".110", 0
  %".112" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".111"
  store i64 %".101", ptr %".112"
  %".114" = mul i64 %"par.fill.1", 11
  %".115" = add i64 %".114", 1
  %".116" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".115"
  store i64 3, ptr %".116"
  %".118" = ptrtoint ptr %"par.next.1" to i64
  %".119" = mul i64 %"par.fill.1", 11
  %".120" = add i64 %".119", 2
  %".121" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".120"
  store i64 %".118", ptr %".121"
  %".123" = mul i64 %"par.fill.1", 11
  %".124" = add i64 %".123", 3
  %".125" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".124"
  store i64 %"par.fill.1", ptr %".125"
  %".127" = mul i64 %"par.fill.1", 11
  %".128" = add i64 %".127", 4
  %".129" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".128"
  store i64 %".95", ptr %".129"
  %".131" = ptrtoint ptr %"data" to i64
  %".132" = mul i64 %"par.fill.1", 11
  %".133" = add i64 %".132", 5
  %".134" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".133"
  store i64 %".131", ptr %".134"
  %".136" = ptrtoint ptr %"weight" to i64
  %".137" = mul i64 %"par.fill.1", 11
  %".138" = add i64 %".137", 6
  %".139" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".138"
  store i64 %".136", ptr %".139"
  %".141" = ptrtoint ptr %"out" to i64
  %".142" = mul i64 %"par.fill.1", 11
  %".143" = add i64 %".142", 7
  %".144" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".143"
  store i64 %".141", ptr %".144"
  %".146" = ptrtoint ptr %"data_pack" to i64
  %".147" = mul i64 %"par.fill.1", 11
  %".148" = add i64 %".147", 8
  %".149" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".148"
  store i64 %".146", ptr %".149"
  %".151" = ptrtoint ptr %"weight_pack" to i64
  %".152" = mul i64 %"par.fill.1", 11
  %".153" = add i64 %".152", 9
  %".154" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".153"
  store i64 %".151", ptr %".154"
  %".156" = ptrtoint ptr %"conv_pack" to i64
  %".157" = mul i64 %"par.fill.1", 11
  %".158" = add i64 %".157", 10
  %".159" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".158"
  store i64 %".156", ptr %".159"
  %".161" = add nsw i64 %"par.fill.1", 1
  br label %"par.fill.head.1"
par.fill.exit.1:
  %".163" = mul i64 0, 11
  %".164" = add i64 %".163", 0
  %".165" = getelementptr inbounds [704 x i64], ptr %"par.ctx.1", i64 0, i64 %".164"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par2", ptr %".165", i64 88, i64 %".95")
  %".167" = icmp slt i64 %"num_threads", 64
  %".168" = select  i1 %".167", i64 %"num_threads", i64 64
  %".169" = icmp sgt i64 %".168", 1
  %".170" = select  i1 %".169", i64 %".168", i64 1
  %".171" = icmp slt i64 %".170", 1
  %".172" = select  i1 %".171", i64 %".170", i64 1
  %".173" = icmp sgt i64 %".172", 1
  %".174" = select  i1 %".173", i64 %".172", i64 1
  %".175" = mul i64 %".174", 16
  %".176" = sub i64 %".175", 1
  %".177" = add i64 1, %".176"
  %".178" = sdiv i64 %".177", %".175"
  %".179" = icmp sgt i64 %".178", 1
  %".180" = select  i1 %".179", i64 %".178", i64 1
  br label %"par.fill.head.2"
par.fill.head.2:
  %"par.fill.2" = phi  i64 [0, %"par.fill.exit.1"], [%".240", %"par.fill.body.2"]
  %".182" = icmp slt i64 %"par.fill.2", %".174"
  br i1 %".182", label %"par.fill.body.2", label %"par.fill.exit.2"
par.fill.body.2:
  %".184" = mul i64 %"par.fill.2", 1
  %".185" = sdiv i64 %".184", %".174"
  %".186" = mul i64 %"par.fill.2", 8
  %".187" = getelementptr inbounds i64, ptr %"par.next.2", i64 %".186"
  store i64 %".185", ptr %".187"
  %".189" = mul i64 %"par.fill.2", 11
  %".190" = add i64 %".189", 0
  %".191" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".190"
  store i64 %".180", ptr %".191"
  %".193" = mul i64 %"par.fill.2", 11
  %".194" = add i64 %".193", 1
  %".195" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".194"
  store i64 1, ptr %".195"
  %".197" = ptrtoint ptr %"par.next.2" to i64
  %".198" = mul i64 %"par.fill.2", 11
  %".199" = add i64 %".198", 2
  %".200" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".199"
  store i64 %".197", ptr %".200"
  %".202" = mul i64 %"par.fill.2", 11
  %".203" = add i64 %".202", 3
  %".204" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".203"
  store i64 %"par.fill.2", ptr %".204"
  %".206" = mul i64 %"par.fill.2", 11
  %".207" = add i64 %".206", 4
  %".208" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".207"
  store i64 %".174", ptr %".208"
  %".210" = ptrtoint ptr %"data" to i64
  %".211" = mul i64 %"par.fill.2", 11
  %".212" = add i64 %".211", 5
  %".213" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".212"
  store i64 %".210", ptr %".213"
  %".215" = ptrtoint ptr %"weight" to i64
  %".216" = mul i64 %"par.fill.2", 11
  %".217" = add i64 %".216", 6
  %".218" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".217"
  store i64 %".215", ptr %".218"
  %".220" = ptrtoint ptr %"out" to i64
  %".221" = mul i64 %"par.fill.2", 11
  %".222" = add i64 %".221", 7
  %".223" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".222"
  store i64 %".220", ptr %".223"
  %".225" = ptrtoint ptr %"data_pack" to i64
  %".226" = mul i64 %"par.fill.2", 11
  %".227" = add i64 %".226", 8
  %".228" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".227"
  store i64 %".225", ptr %".228"
  %".230" = ptrtoint ptr %"weight_pack" to i64
  %".231" = mul i64 %"par.fill.2", 11
  %".232" = add i64 %".231", 9
  %".233" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".232"
  store i64 %".230", ptr %".233"
  %".235" = ptrtoint ptr %"conv_pack" to i64
  %".236" = mul i64 %"par.fill.2", 11
  %".237" = add i64 %".236", 10
  %".238" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".237"
  store i64 %".235", ptr %".238"
  %".240" = add nsw i64 %"par.fill.2", 1
  br label %"par.fill.head.2"
par.fill.exit.2:
  %".242" = mul i64 0, 11
  %".243" = add i64 %".242", 0
  %".244" = getelementptr inbounds [704 x i64], ptr %"par.ctx.2", i64 0, i64 %".243"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par3", ptr %".244", i64 88, i64 %".174")
  %".246" = icmp slt i64 %"num_threads", 64
  %".247" = select  i1 %".246", i64 %"num_threads", i64 64
  %".248" = icmp sgt i64 %".247", 1
  %".249" = select  i1 %".248", i64 %".247", i64 1
  %".250" = icmp slt i64 %".249", 5
  %".251" = select  i1 %".250", i64 %".249", i64 5
  %".252" = icmp sgt i64 %".251", 1
  %".253" = select  i1 %".252", i64 %".251", i64 1
  %".254" = mul i64 %".253", 16
  %".255" = sub i64 %".254", 1
  %".256" = add i64 5, %".255"
  %".257" = sdiv i64 %".256", %".254"
  %".258" = icmp sgt i64 %".257", 1
  %".259" = select  i1 %".258", i64 %".257", i64 1
  br label %"par.fill.head.3"
par.fill.head.3:
  %"par.fill.3" = phi  i64 [0, %"par.fill.exit.2"], [%".319", %"par.fill.body.3"]
  %".261" = icmp slt i64 %"par.fill.3", %".253"
  br i1 %".261", label %"par.fill.body.3", label %"par.fill.exit.3"
par.fill.body.3:
  %".263" = mul i64 %"par.fill.3", 5
  %".264" = sdiv i64 %".263", %".253"
  %".265" = mul i64 %"par.fill.3", 8
  %".266" = getelementptr inbounds i64, ptr %"par.next.3", i64 %".265"
  store i64 %".264", ptr %".266"
  %".268" = mul i64 %"par.fill.3", 11
  %".269" = add i64 %".268", 0
  %".270" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".269"
  store i64 %".259", ptr %".270"
  %".272" = mul i64 %"par.fill.3", 11
  %".273" = add i64 %".272", 1
  %".274" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".273"
  store i64 5, ptr %".274"
  %".276" = ptrtoint ptr %"par.next.3" to i64
  %".277" = mul i64 %"par.fill.3", 11
  %".278" = add i64 %".277", 2
  %".279" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".278"
  store i64 %".276", ptr %".279"
  %".281" = mul i64 %"par.fill.3", 11
  %".282" = add i64 %".281", 3
  %".283" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".282"
  store i64 %"par.fill.3", ptr %".283"
  %".285" = mul i64 %"par.fill.3", 11
  %".286" = add i64 %".285", 4
  %".287" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".286"
  store i64 %".253", ptr %".287"
  %".289" = ptrtoint ptr %"data" to i64
  %".290" = mul i64 %"par.fill.3", 11
  %".291" = add i64 %".290", 5
  %".292" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".291"
  store i64 %".289", ptr %".292"
  %".294" = ptrtoint ptr %"weight" to i64
  %".295" = mul i64 %"par.fill.3", 11
  %".296" = add i64 %".295", 6
  %".297" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".296"
  store i64 %".294", ptr %".297"
  %".299" = ptrtoint ptr %"out" to i64
  %".300" = mul i64 %"par.fill.3", 11
  %".301" = add i64 %".300", 7
  %".302" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".301"
  store i64 %".299", ptr %".302"
  %".304" = ptrtoint ptr %"data_pack" to i64
  %".305" = mul i64 %"par.fill.3", 11
  %".306" = add i64 %".305", 8
  %".307" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".306"
  store i64 %".304", ptr %".307"
  %".309" = ptrtoint ptr %"weight_pack" to i64
  %".310" = mul i64 %"par.fill.3", 11
  %".311" = add i64 %".310", 9
  %".312" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".311"
  store i64 %".309", ptr %".312"
  %".314" = ptrtoint ptr %"conv_pack" to i64
  %".315" = mul i64 %"par.fill.3", 11
  %".316" = add i64 %".315", 10
  %".317" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".316"
  store i64 %".314", ptr %".317"
  %".319" = add nsw i64 %"par.fill.3", 1
  br label %"par.fill.head.3"
par.fill.exit.3:
  %".321" = mul i64 0, 11
  %".322" = add i64 %".321", 0
  %".323" = getelementptr inbounds [704 x i64], ptr %"par.ctx.3", i64 0, i64 %".322"
  call void @"autotune_parallel_launch"(ptr (ptr)* @"kernel_par4", ptr %".323", i64 88, i64 %".253")
  ret void
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
  %".12" = getelementptr inbounds i64, ptr %".1", i64 4
  %".13" = load i64, ptr %".12"
  %".14" = getelementptr inbounds i64, ptr %".1", i64 5
  %".15" = load i64, ptr %".14"
  %".16" = inttoptr i64 %".15" to ptr
  %".17" = getelementptr inbounds i64, ptr %".1", i64 6
  %".18" = load i64, ptr %".17"
  %".19" = inttoptr i64 %".18" to ptr
  %".20" = getelementptr inbounds i64, ptr %".1", i64 7
  %".21" = load i64, ptr %".20"
  %".22" = inttoptr i64 %".21" to ptr
  %".23" = getelementptr inbounds i64, ptr %".1", i64 8
  %".24" = load i64, ptr %".23"
  %".25" = inttoptr i64 %".24" to ptr
  %".26" = getelementptr inbounds i64, ptr %".1", i64 9
  %".27" = load i64, ptr %".26"
  %".28" = inttoptr i64 %".27" to ptr
  %".29" = getelementptr inbounds i64, ptr %".1", i64 10
  %".30" = load i64, ptr %".29"
  %".31" = inttoptr i64 %".30" to ptr
  br label %"range.head"
range.head:
  %"range" = phi  i64 [0, %"body"], [%".109", %"chunk.done"]
  %".33" = icmp slt i64 %"range", %".13"
  br i1 %".33", label %"range.body", label %"range.exit"
range.body:
  %".35" = add i64 %".11", %"range"
  %".36" = icmp sge i64 %".35", %".13"
  %".37" = sub i64 %".35", %".13"
  %".38" = select  i1 %".36", i64 %".37", i64 %".35"
  %".39" = add i64 %".38", 1
  %".40" = mul i64 %".39", %".6"
  %".41" = sdiv i64 %".40", %".13"
  %".42" = mul i64 %".38", 8
  %".43" = getelementptr inbounds i64, ptr %".9", i64 %".42"
  br label %"chunk.take"
range.exit:
  ret ptr null
chunk.take:
  %".45" = atomicrmw add ptr %".43", i64 %".4" monotonic
  %".46" = icmp slt i64 %".45", %".41"
  br i1 %".46", label %"chunk.run", label %"chunk.done"
chunk.run:
  %".48" = add i64 %".45", %".4"
  %".49" = icmp slt i64 %".48", %".41"
  %".50" = select  i1 %".49", i64 %".48", i64 %".41"
  br label %"data_pack_k.1.head"
chunk.done:
  %".109" = add nsw i64 %"range", 1
  br label %"range.head"
data_pack_k.1.head:
  %"data_pack_k.1" = phi  i64 [%".45", %"chunk.run"], [%".106", %"data_pack_i.2.exit"]
  %".52" = icmp slt i64 %"data_pack_k.1", %".50"
  br i1 %".52", label %"data_pack_k.1.body", label %"data_pack_k.1.exit"
data_pack_k.1.body:
  br label %"data_pack_i.2.head"
data_pack_k.1.exit:
  br label %"chunk.take"
data_pack_i.2.head:
  %"data_pack_i.2" = phi  i64 [0, %"data_pack_k.1.body"], [%".104", %"data_pack_j.3.exit"]
  %".55" = icmp slt i64 %"data_pack_i.2", 1
  br i1 %".55", label %"data_pack_i.2.body", label %"data_pack_i.2.exit"
data_pack_i.2.body:
  br label %"data_pack_j.3.head"
data_pack_i.2.exit:
  %".106" = add nsw i64 %"data_pack_k.1", 1
  br label %"data_pack_k.1.head"
data_pack_j.3.head:
  %"data_pack_j.3" = phi  i64 [0, %"data_pack_i.2.body"], [%".102", %"data_pack_l.4.exit"]
  %".58" = icmp slt i64 %"data_pack_j.3", 1
  br i1 %".58", label %"data_pack_j.3.body", label %"data_pack_j.3.exit"
data_pack_j.3.body:
  br label %"data_pack_l.4.head"
data_pack_j.3.exit:
  %".104" = add nsw i64 %"data_pack_i.2", 1
  br label %"data_pack_i.2.head"
data_pack_l.4.head:
  %"data_pack_l.4" = phi  i64 [0, %"data_pack_j.3.body"], [%".100", %"ite.end"]
  %".61" = icmp slt i64 %"data_pack_l.4", 10
  br i1 %".61", label %"data_pack_l.4.body", label %"data_pack_l.4.exit"
data_pack_l.4.body:
  %".63" = mul i64 %"data_pack_i.2", 240
  %".64" = mul i64 %"data_pack_j.3", 240
  %".65" = add i64 %".63", %".64"
  %".66" = mul i64 %"data_pack_k.1", 30
  %".67" = add i64 %".65", %".66"
  %".68" = mul i64 %"data_pack_l.4", 3
  %".69" = add i64 %".67", %".68"
  %".70" = getelementptr inbounds float, ptr %".25", i64 %".69"
  %".71" = icmp sge i64 %"data_pack_k.1", 1
  %".72" = icmp slt i64 %"data_pack_k.1", 6
  %".73" = and i1 %".71", %".72"
  %".74" = icmp sge i64 %"data_pack_l.4", 1
  %".75" = and i1 %".73", %".74"
  %".76" = icmp slt i64 %"data_pack_l.4", 7
  %".77" = and i1 %".75", %".76"
  br i1 %".77", label %"ite.then", label %"ite.else"
data_pack_l.4.exit:
  %".102" = add nsw i64 %"data_pack_j.3", 1
  br label %"data_pack_j.3.head"
ite.then:
  %".79" = mul i64 %"data_pack_i.2", 90
  %".80" = mul i64 %"data_pack_j.3", 90
  %".81" = add i64 %".79", %".80"
  %".82" = mul <3 x i64> <i64 0, i64 1, i64 2>, <i64 30, i64 30, i64 30>
  %".83" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".81", i32 0
  %".84" = shufflevector <3 x i64> %".83", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".85" = add <3 x i64> %".84", %".82"
  %".86" = mul i64 %"data_pack_k.1", 6
  %".87" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %".86", i32 0
  %".88" = shufflevector <3 x i64> %".87", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".89" = add <3 x i64> %".85", %".88"
  %".90" = insertelement <3 x i64> <i64 undef, i64 undef, i64 undef>, i64 %"data_pack_l.4", i32 0
  %".91" = shufflevector <3 x i64> %".90", <3 x i64> <i64 undef, i64 undef, i64 undef>, <3 x i32> <i32 0, i32 0, i32 0>
  %".92" = add <3 x i64> %".89", %".91"
  %".93" = sub <3 x i64> %".92", <i64 7, i64 7, i64 7>
  %".94" = getelementptr inbounds float, ptr %".16", <3 x i64> %".93"
  %".95" = call <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".94", i32 4, <3 x i1> <i1 1, i1 1, i1 1>, <3 x float> <float              0x0, float              0x0, float              0x0>)
  br label %"ite.end"
ite.else:
  br label %"ite.end"
ite.end:
  %".98" = phi  <3 x float> [%".95", %"ite.then"], [<float              0x0, float              0x0, float              0x0>, %"ite.else"]
  store <3 x float> %".98", ptr %".70", align 4
  %".100" = add nsw i64 %"data_pack_l.4", 1
  br label %"data_pack_l.4.head"
}

declare <3 x float> @"llvm.masked.gather.v3f32.v3p0"(<3 x ptr> %".1", i32 %".2", <3 x i1> %".3", <3 x float> %".4")

declare void @"autotune_parallel_launch"(ptr %".1", ptr %".2", i64 %".3", i64 %".4")

define internal ptr @"kernel_par2"(ptr %".1") #0
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
  %".12" = getelementptr inbounds i64, ptr %".1", i64 4
  %".13" = load i64, ptr %".12"
  %".14" = getelementptr inbounds i64, ptr %".1", i64 5
  %".15" = load i64, ptr %".14"
  %".16" = inttoptr i64 %".15" to ptr
  %".17" = getelementptr inbounds i64, ptr %".1", i64 6
  %".18" = load i64, ptr %".17"
  %".19" = inttoptr i64 %".18" to ptr
  %".20" = getelementptr inbounds i64, ptr %".1", i64 7
  %".21" = load i64, ptr %".20"
  %".22" = inttoptr i64 %".21" to ptr
  %".23" = getelementptr inbounds i64, ptr %".1", i64 8
  %".24" = load i64, ptr %".23"
  %".25" = inttoptr i64 %".24" to ptr
  %".26" = getelementptr inbounds i64, ptr %".1", i64 9
  %".27" = load i64, ptr %".26"
  %".28" = inttoptr i64 %".27" to ptr
  %".29" = getelementptr inbounds i64, ptr %".1", i64 10
  %".30" = load i64, ptr %".29"
  %".31" = inttoptr i64 %".30" to ptr
  br label %"range.head"
range.head:
  %"range" = phi  i64 [0, %"body"], [%".124", %"chunk.done"]
  %".33" = icmp slt i64 %"range", %".13"
  br i1 %".33", label %"range.body", label %"range.exit"
range.body:
  %".35" = add i64 %".11", %"range"
  %".36" = icmp sge i64 %".35", %".13"
  %".37" = sub i64 %".35", %".13"
  %".38" = select  i1 %".36", i64 %".37", i64 %".35"
  %".39" = add i64 %".38", 1
  %".40" = mul i64 %".39", %".6"
  %".41" = sdiv i64 %".40", %".13"
  %".42" = mul i64 %".38", 8
  %".43" = getelementptr inbounds i64, ptr %".9", i64 %".42"
  br label %"chunk.take"
range.exit:
  ret ptr null
chunk.take:
  %".45" = atomicrmw add ptr %".43", i64 %".4" monotonic
  %".46" = icmp slt i64 %".45", %".41"
  br i1 %".46", label %"chunk.run", label %"chunk.done"
chunk.run:
  %".48" = add i64 %".45", %".4"
  %".49" = icmp slt i64 %".48", %".41"
  %".50" = select  i1 %".49", i64 %".48", i64 %".41"
  br label %"weight_pack_k.1.head"
chunk.done:
  %".124" = add nsw i64 %"range", 1
  br label %"range.head"
weight_pack_k.1.head:
  %"weight_pack_k.1" = phi  i64 [%".45", %"chunk.run"], [%".121", %"weight_pack_i.2.exit"]
  %".52" = icmp slt i64 %"weight_pack_k.1", %".50"
  br i1 %".52", label %"weight_pack_k.1.body", label %"weight_pack_k.1.exit"
weight_pack_k.1.body:
  br label %"weight_pack_i.2.head"
weight_pack_k.1.exit:
  br label %"chunk.take"
weight_pack_i.2.head:
  %"weight_pack_i.2" = phi  i64 [0, %"weight_pack_k.1.body"], [%".119", %"weight_pack_j.3.exit"]
  %".55" = icmp slt i64 %"weight_pack_i.2", 1
  br i1 %".55", label %"weight_pack_i.2.body", label %"weight_pack_i.2.exit"
weight_pack_i.2.body:
  br label %"weight_pack_j.3.head"
weight_pack_i.2.exit:
  %".121" = add nsw i64 %"weight_pack_k.1", 1
  br label %"weight_pack_k.1.head"
weight_pack_j.3.head:
  %"weight_pack_j.3" = phi  i64 [0, %"weight_pack_i.2.body"], [%".117", %"weight_pack_l.4.exit"]
  %".58" = icmp slt i64 %"weight_pack_j.3", 1
  br i1 %".58", label %"weight_pack_j.3.body", label %"weight_pack_j.3.exit"
weight_pack_j.3.body:
  br label %"weight_pack_l.4.head"
weight_pack_j.3.exit:
  %".119" = add nsw i64 %"weight_pack_i.2", 1
  br label %"weight_pack_i.2.head"
weight_pack_l.4.head:
  %"weight_pack_l.4" = phi  i64 [0, %"weight_pack_j.3.body"], [%".115", %"weight_pack_m.5.exit"]
  %".61" = icmp slt i64 %"weight_pack_l.4", 3
  br i1 %".61", label %"weight_pack_l.4.body", label %"weight_pack_l.4.exit"
weight_pack_l.4.body:
  br label %"weight_pack_m.5.head"
weight_pack_l.4.exit:
  %".117" = add nsw i64 %"weight_pack_j.3", 1
  br label %"weight_pack_j.3.head"
weight_pack_m.5.head:
  %"weight_pack_m.5" = phi  i64 [0, %"weight_pack_l.4.body"], [%".113", %"weight_pack_m.5.body"]
  %".64" = icmp slt i64 %"weight_pack_m.5", 3
  br i1 %".64", label %"weight_pack_m.5.body", label %"weight_pack_m.5.exit"
weight_pack_m.5.body:
  %".66" = mul i64 %"weight_pack_i.2", 432
  %".67" = mul i64 %"weight_pack_j.3", 432
  %".68" = add i64 %".66", %".67"
  %".69" = mul i64 %"weight_pack_k.1", 144
  %".70" = add i64 %".68", %".69"
  %".71" = mul i64 %"weight_pack_l.4", 48
  %".72" = add i64 %".70", %".71"
  %".73" = mul i64 %"weight_pack_m.5", 16
  %".74" = add i64 %".72", %".73"
  %".75" = getelementptr inbounds float, ptr %".28", i64 %".74"
  %".76" = mul i64 %"weight_pack_i.2", 16
  %".77" = sub i64 %".76", 5
  %".78" = sub i64 0, %".77"
  %".79" = icmp slt i64 %".78", -2147483648
  %".80" = select  i1 %".79", i64 -2147483648, i64 %".78"
  %".81" = icmp sgt i64 %".80", 2147483647
  %".82" = select  i1 %".81", i64 2147483647, i64 %".80"
  %".83" = trunc i64 %".82" to i32
  %".84" = insertelement <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".83", i32 0
  %".85" = shufflevector <16 x i32> %".84", <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".86" = icmp slt <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %".85"
  %".87" = mul i64 %"weight_pack_i.2", 432
  %".88" = mul <16 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, <i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27, i64 27>
  %".89" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".87", i32 0
  %".90" = shufflevector <16 x i64> %".89", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".91" = add <16 x i64> %".90", %".88"
  %".92" = mul i64 %"weight_pack_j.3", 27
  %".93" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".92", i32 0
  %".94" = shufflevector <16 x i64> %".93", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".95" = add <16 x i64> %".91", %".94"
  %".96" = mul i64 %"weight_pack_m.5", 9
  %".97" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".96", i32 0
  %".98" = shufflevector <16 x i64> %".97", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".99" = add <16 x i64> %".95", %".98"
  %".100" = mul i64 %"weight_pack_k.1", 3
  %".101" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".100", i32 0
  %".102" = shufflevector <16 x i64> %".101", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".103" = add <16 x i64> %".99", %".102"
  %".104" = insertelement <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"weight_pack_l.4", i32 0
  %".105" = shufflevector <16 x i64> %".104", <16 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".106" = add <16 x i64> %".103", %".105"
  %".107" = getelementptr inbounds float, ptr %".19", <16 x i64> %".106"
  %".108" = call <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".107", i32 4, <16 x i1> %".86", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  %".109" = xor <16 x i1> %".86", <i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1, i1 -1>
  %".110" = and <16 x i1> %".86", %".109"
  %".111" = select  <16 x i1> %".86", <16 x float> %".108", <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>
  store <16 x float> %".111", ptr %".75", align 4
  %".113" = add nsw i64 %"weight_pack_m.5", 1
  br label %"weight_pack_m.5.head"
weight_pack_m.5.exit:
  %".115" = add nsw i64 %"weight_pack_l.4", 1
  br label %"weight_pack_l.4.head"
}

declare <16 x float> @"llvm.masked.gather.v16f32.v16p0"(<16 x ptr> %".1", i32 %".2", <16 x i1> %".3", <16 x float> %".4")

define internal ptr @"kernel_par3"(ptr %".1") #0
{
entry:
  %"conv_pack_acc" = alloca [128 x float], align 64
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
  %".12" = getelementptr inbounds i64, ptr %".1", i64 4
  %".13" = load i64, ptr %".12"
  %".14" = getelementptr inbounds i64, ptr %".1", i64 5
  %".15" = load i64, ptr %".14"
  %".16" = inttoptr i64 %".15" to ptr
  %".17" = getelementptr inbounds i64, ptr %".1", i64 6
  %".18" = load i64, ptr %".17"
  %".19" = inttoptr i64 %".18" to ptr
  %".20" = getelementptr inbounds i64, ptr %".1", i64 7
  %".21" = load i64, ptr %".20"
  %".22" = inttoptr i64 %".21" to ptr
  %".23" = getelementptr inbounds i64, ptr %".1", i64 8
  %".24" = load i64, ptr %".23"
  %".25" = inttoptr i64 %".24" to ptr
  %".26" = getelementptr inbounds i64, ptr %".1", i64 9
  %".27" = load i64, ptr %".26"
  %".28" = inttoptr i64 %".27" to ptr
  %".29" = getelementptr inbounds i64, ptr %".1", i64 10
  %".30" = load i64, ptr %".29"
  %".31" = inttoptr i64 %".30" to ptr
  br label %"range.head"
range.head:
  %"range" = phi  i64 [0, %"body"], [%".525", %"chunk.done"]
  %".33" = icmp slt i64 %"range", %".13"
  br i1 %".33", label %"range.body", label %"range.exit"
range.body:
  %".35" = add i64 %".11", %"range"
  %".36" = icmp sge i64 %".35", %".13"
  %".37" = sub i64 %".35", %".13"
  %".38" = select  i1 %".36", i64 %".37", i64 %".35"
  %".39" = add i64 %".38", 1
  %".40" = mul i64 %".39", %".6"
  %".41" = sdiv i64 %".40", %".13"
  %".42" = mul i64 %".38", 8
  %".43" = getelementptr inbounds i64, ptr %".9", i64 %".42"
  br label %"chunk.take"
range.exit:
  ret ptr null
chunk.take:
  %".45" = atomicrmw add ptr %".43", i64 %".4" monotonic
  %".46" = icmp slt i64 %".45", %".41"
  br i1 %".46", label %"chunk.run", label %"chunk.done"
chunk.run:
  %".48" = add i64 %".45", %".4"
  %".49" = icmp slt i64 %".48", %".41"
  %".50" = select  i1 %".49", i64 %".48", i64 %".41"
  br label %"conv_pack_j.1.head"
chunk.done:
  %".525" = add nsw i64 %"range", 1
  br label %"range.head"
conv_pack_j.1.head:
  %"conv_pack_j.1" = phi  i64 [%".45", %"chunk.run"], [%".522", %"conv_pack_ko.2.exit"]
  %".52" = icmp slt i64 %"conv_pack_j.1", %".50"
  br i1 %".52", label %"conv_pack_j.1.body", label %"conv_pack_j.1.exit"
conv_pack_j.1.body:
  br label %"conv_pack_ko.2.head"
conv_pack_j.1.exit:
  br label %"chunk.take"
conv_pack_ko.2.head:
  %"conv_pack_ko.2" = phi  i64 [0, %"conv_pack_j.1.body"], [%".520", %"conv_pack_i.3.exit"]
  %".55" = icmp slt i64 %"conv_pack_ko.2", 3
  br i1 %".55", label %"conv_pack_ko.2.body", label %"conv_pack_ko.2.exit"
conv_pack_ko.2.body:
  br label %"conv_pack_i.3.head"
conv_pack_ko.2.exit:
  %".522" = add nsw i64 %"conv_pack_j.1", 1
  br label %"conv_pack_j.1.head"
conv_pack_i.3.head:
  %"conv_pack_i.3" = phi  i64 [0, %"conv_pack_ko.2.body"], [%".518", %"conv_pack_lo.4.exit"]
  %".58" = icmp slt i64 %"conv_pack_i.3", 1
  br i1 %".58", label %"conv_pack_i.3.body", label %"conv_pack_i.3.exit"
conv_pack_i.3.body:
  br label %"conv_pack_lo.4.head"
conv_pack_i.3.exit:
  %".520" = add nsw i64 %"conv_pack_ko.2", 1
  br label %"conv_pack_ko.2.head"
conv_pack_lo.4.head:
  %"conv_pack_lo.4" = phi  i64 [0, %"conv_pack_i.3.body"], [%".516", %"rc.5.exit.endif.endif"]
  %".61" = icmp slt i64 %"conv_pack_lo.4", 2
  br i1 %".61", label %"conv_pack_lo.4.body", label %"conv_pack_lo.4.exit"
conv_pack_lo.4.body:
  %".63" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".63", align 4
  %".65" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".65", align 4
  %".67" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".67", align 4
  %".69" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".69", align 4
  %".71" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".71", align 4
  %".73" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".73", align 4
  %".75" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".75", align 4
  %".77" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  store <16 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, ptr %".77", align 4
  br label %"rc.5.head"
conv_pack_lo.4.exit:
  %".518" = add nsw i64 %"conv_pack_i.3", 1
  br label %"conv_pack_i.3.head"
rc.5.head:
  %"rc.5" = phi  i64 [0, %"conv_pack_lo.4.body"], [%".376", %"ri.6.exit"]
  %".80" = icmp slt i64 %"rc.5", 1
  br i1 %".80", label %"rc.5.body", label %"rc.5.exit"
rc.5.body:
  br label %"ri.6.head"
rc.5.exit:
  %".378" = mul i64 %"conv_pack_ko.2", 2
  %".379" = add i64 %".378", 0
  %".380" = icmp slt i64 %".379", 5
  br i1 %".380", label %"rc.5.exit.if", label %"rc.5.exit.endif"
ri.6.head:
  %"ri.6" = phi  i64 [0, %"rc.5.body"], [%".374", %"rj.7.exit"]
  %".83" = icmp slt i64 %"ri.6", 3
  br i1 %".83", label %"ri.6.body", label %"ri.6.exit"
ri.6.body:
  br label %"rj.7.head"
ri.6.exit:
  %".376" = add nsw i64 %"rc.5", 1
  br label %"rc.5.head"
rj.7.head:
  %"rj.7" = phi  i64 [0, %"ri.6.body"], [%".372", %"rcio.8.exit"]
  %".86" = icmp slt i64 %"rj.7", 3
  br i1 %".86", label %"rj.7.body", label %"rj.7.exit"
rj.7.body:
  br label %"rcio.8.head"
rj.7.exit:
  %".374" = add nsw i64 %"ri.6", 1
  br label %"ri.6.head"
rcio.8.head:
  %"rcio.8" = phi  i64 [0, %"rj.7.body"], [%".370", %"rcio.8.body"]
  %".89" = icmp slt i64 %"rcio.8", 1
  br i1 %".89", label %"rcio.8.body", label %"rcio.8.exit"
rcio.8.body:
  %".91" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".92" = mul i64 %"conv_pack_i.3", 240
  %".93" = mul i64 %"rc.5", 240
  %".94" = add i64 %".92", %".93"
  %".95" = mul i64 %"conv_pack_ko.2", 60
  %".96" = add i64 %".94", %".95"
  %".97" = mul i64 %"ri.6", 30
  %".98" = add i64 %".96", %".97"
  %".99" = mul i64 %"conv_pack_lo.4", 12
  %".100" = add i64 %".98", %".99"
  %".101" = mul i64 %"rj.7", 3
  %".102" = add i64 %".100", %".101"
  %".103" = mul i64 %"rcio.8", 3
  %".104" = add i64 %".102", %".103"
  %".105" = getelementptr inbounds float, ptr %".25", i64 %".104"
  %".106" = load float, ptr %".105", align 4
  %".107" = mul i64 %"conv_pack_j.1", 432
  %".108" = mul i64 %"rc.5", 432
  %".109" = add i64 %".107", %".108"
  %".110" = mul i64 %"ri.6", 144
  %".111" = add i64 %".109", %".110"
  %".112" = mul i64 %"rj.7", 48
  %".113" = add i64 %".111", %".112"
  %".114" = mul i64 %"rcio.8", 48
  %".115" = add i64 %".113", %".114"
  %".116" = getelementptr inbounds float, ptr %".28", i64 %".115"
  %".117" = load <16 x float>, ptr %".116", align 4
  %".118" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".119" = load <16 x float>, ptr %".118", align 4
  %".120" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".106", i32 0
  %".121" = shufflevector <16 x float> %".120", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".122" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".121", <16 x float> %".117", <16 x float> %".119")
  store <16 x float> %".122", ptr %".91", align 4
  %".124" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".125" = getelementptr inbounds float, ptr %".105", i64 3
  %".126" = load float, ptr %".125", align 4
  %".127" = load <16 x float>, ptr %".116", align 4
  %".128" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".129" = load <16 x float>, ptr %".128", align 4
  %".130" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".126", i32 0
  %".131" = shufflevector <16 x float> %".130", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".132" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".131", <16 x float> %".127", <16 x float> %".129")
  store <16 x float> %".132", ptr %".124", align 4
  %".134" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".135" = getelementptr inbounds float, ptr %".105", i64 6
  %".136" = load float, ptr %".135", align 4
  %".137" = load <16 x float>, ptr %".116", align 4
  %".138" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".139" = load <16 x float>, ptr %".138", align 4
  %".140" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".136", i32 0
  %".141" = shufflevector <16 x float> %".140", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".142" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".141", <16 x float> %".137", <16 x float> %".139")
  store <16 x float> %".142", ptr %".134", align 4
  %".144" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".145" = getelementptr inbounds float, ptr %".105", i64 9
  %".146" = load float, ptr %".145", align 4
  %".147" = load <16 x float>, ptr %".116", align 4
  %".148" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".149" = load <16 x float>, ptr %".148", align 4
  %".150" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".146", i32 0
  %".151" = shufflevector <16 x float> %".150", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".152" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".151", <16 x float> %".147", <16 x float> %".149")
  store <16 x float> %".152", ptr %".144", align 4
  %".154" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".155" = getelementptr inbounds float, ptr %".105", i64 30
  %".156" = load float, ptr %".155", align 4
  %".157" = load <16 x float>, ptr %".116", align 4
  %".158" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".159" = load <16 x float>, ptr %".158", align 4
  %".160" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".156", i32 0
  %".161" = shufflevector <16 x float> %".160", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".162" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".161", <16 x float> %".157", <16 x float> %".159")
  store <16 x float> %".162", ptr %".154", align 4
  %".164" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".165" = getelementptr inbounds float, ptr %".105", i64 33
  %".166" = load float, ptr %".165", align 4
  %".167" = load <16 x float>, ptr %".116", align 4
  %".168" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".169" = load <16 x float>, ptr %".168", align 4
  %".170" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".166", i32 0
  %".171" = shufflevector <16 x float> %".170", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".172" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".171", <16 x float> %".167", <16 x float> %".169")
  store <16 x float> %".172", ptr %".164", align 4
  %".174" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".175" = getelementptr inbounds float, ptr %".105", i64 36
  %".176" = load float, ptr %".175", align 4
  %".177" = load <16 x float>, ptr %".116", align 4
  %".178" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".179" = load <16 x float>, ptr %".178", align 4
  %".180" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".176", i32 0
  %".181" = shufflevector <16 x float> %".180", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".182" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".181", <16 x float> %".177", <16 x float> %".179")
  store <16 x float> %".182", ptr %".174", align 4
  %".184" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".185" = getelementptr inbounds float, ptr %".105", i64 39
  %".186" = load float, ptr %".185", align 4
  %".187" = load <16 x float>, ptr %".116", align 4
  %".188" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".189" = load <16 x float>, ptr %".188", align 4
  %".190" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".186", i32 0
  %".191" = shufflevector <16 x float> %".190", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".192" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".191", <16 x float> %".187", <16 x float> %".189")
  store <16 x float> %".192", ptr %".184", align 4
  %".194" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".195" = getelementptr inbounds float, ptr %".105", i64 1
  %".196" = load float, ptr %".195", align 4
  %".197" = getelementptr inbounds float, ptr %".116", i64 16
  %".198" = load <16 x float>, ptr %".197", align 4
  %".199" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".200" = load <16 x float>, ptr %".199", align 4
  %".201" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".196", i32 0
  %".202" = shufflevector <16 x float> %".201", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".203" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".202", <16 x float> %".198", <16 x float> %".200")
  store <16 x float> %".203", ptr %".194", align 4
  %".205" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".206" = getelementptr inbounds float, ptr %".105", i64 4
  %".207" = load float, ptr %".206", align 4
  %".208" = getelementptr inbounds float, ptr %".116", i64 16
  %".209" = load <16 x float>, ptr %".208", align 4
  %".210" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".211" = load <16 x float>, ptr %".210", align 4
  %".212" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".207", i32 0
  %".213" = shufflevector <16 x float> %".212", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".214" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".213", <16 x float> %".209", <16 x float> %".211")
  store <16 x float> %".214", ptr %".205", align 4
  %".216" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".217" = getelementptr inbounds float, ptr %".105", i64 7
  %".218" = load float, ptr %".217", align 4
  %".219" = getelementptr inbounds float, ptr %".116", i64 16
  %".220" = load <16 x float>, ptr %".219", align 4
  %".221" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".222" = load <16 x float>, ptr %".221", align 4
  %".223" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".218", i32 0
  %".224" = shufflevector <16 x float> %".223", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".225" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".224", <16 x float> %".220", <16 x float> %".222")
  store <16 x float> %".225", ptr %".216", align 4
  %".227" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".228" = getelementptr inbounds float, ptr %".105", i64 10
  %".229" = load float, ptr %".228", align 4
  %".230" = getelementptr inbounds float, ptr %".116", i64 16
  %".231" = load <16 x float>, ptr %".230", align 4
  %".232" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".233" = load <16 x float>, ptr %".232", align 4
  %".234" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".229", i32 0
  %".235" = shufflevector <16 x float> %".234", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".236" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".235", <16 x float> %".231", <16 x float> %".233")
  store <16 x float> %".236", ptr %".227", align 4
  %".238" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".239" = getelementptr inbounds float, ptr %".105", i64 31
  %".240" = load float, ptr %".239", align 4
  %".241" = getelementptr inbounds float, ptr %".116", i64 16
  %".242" = load <16 x float>, ptr %".241", align 4
  %".243" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".244" = load <16 x float>, ptr %".243", align 4
  %".245" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".240", i32 0
  %".246" = shufflevector <16 x float> %".245", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".247" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".246", <16 x float> %".242", <16 x float> %".244")
  store <16 x float> %".247", ptr %".238", align 4
  %".249" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".250" = getelementptr inbounds float, ptr %".105", i64 34
  %".251" = load float, ptr %".250", align 4
  %".252" = getelementptr inbounds float, ptr %".116", i64 16
  %".253" = load <16 x float>, ptr %".252", align 4
  %".254" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".255" = load <16 x float>, ptr %".254", align 4
  %".256" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".251", i32 0
  %".257" = shufflevector <16 x float> %".256", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".258" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".257", <16 x float> %".253", <16 x float> %".255")
  store <16 x float> %".258", ptr %".249", align 4
  %".260" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".261" = getelementptr inbounds float, ptr %".105", i64 37
  %".262" = load float, ptr %".261", align 4
  %".263" = getelementptr inbounds float, ptr %".116", i64 16
  %".264" = load <16 x float>, ptr %".263", align 4
  %".265" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".266" = load <16 x float>, ptr %".265", align 4
  %".267" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".262", i32 0
  %".268" = shufflevector <16 x float> %".267", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".269" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".268", <16 x float> %".264", <16 x float> %".266")
  store <16 x float> %".269", ptr %".260", align 4
  %".271" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".272" = getelementptr inbounds float, ptr %".105", i64 40
  %".273" = load float, ptr %".272", align 4
  %".274" = getelementptr inbounds float, ptr %".116", i64 16
  %".275" = load <16 x float>, ptr %".274", align 4
  %".276" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".277" = load <16 x float>, ptr %".276", align 4
  %".278" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".273", i32 0
  %".279" = shufflevector <16 x float> %".278", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".280" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".279", <16 x float> %".275", <16 x float> %".277")
  store <16 x float> %".280", ptr %".271", align 4
  %".282" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".283" = getelementptr inbounds float, ptr %".105", i64 2
  %".284" = load float, ptr %".283", align 4
  %".285" = getelementptr inbounds float, ptr %".116", i64 32
  %".286" = load <16 x float>, ptr %".285", align 4
  %".287" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".288" = load <16 x float>, ptr %".287", align 4
  %".289" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".284", i32 0
  %".290" = shufflevector <16 x float> %".289", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".291" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".290", <16 x float> %".286", <16 x float> %".288")
  store <16 x float> %".291", ptr %".282", align 4
  %".293" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".294" = getelementptr inbounds float, ptr %".105", i64 5
  %".295" = load float, ptr %".294", align 4
  %".296" = getelementptr inbounds float, ptr %".116", i64 32
  %".297" = load <16 x float>, ptr %".296", align 4
  %".298" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".299" = load <16 x float>, ptr %".298", align 4
  %".300" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".295", i32 0
  %".301" = shufflevector <16 x float> %".300", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".302" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".301", <16 x float> %".297", <16 x float> %".299")
  store <16 x float> %".302", ptr %".293", align 4
  %".304" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".305" = getelementptr inbounds float, ptr %".105", i64 8
  %".306" = load float, ptr %".305", align 4
  %".307" = getelementptr inbounds float, ptr %".116", i64 32
  %".308" = load <16 x float>, ptr %".307", align 4
  %".309" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".310" = load <16 x float>, ptr %".309", align 4
  %".311" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".306", i32 0
  %".312" = shufflevector <16 x float> %".311", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".313" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".312", <16 x float> %".308", <16 x float> %".310")
  store <16 x float> %".313", ptr %".304", align 4
  %".315" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".316" = getelementptr inbounds float, ptr %".105", i64 11
  %".317" = load float, ptr %".316", align 4
  %".318" = getelementptr inbounds float, ptr %".116", i64 32
  %".319" = load <16 x float>, ptr %".318", align 4
  %".320" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".321" = load <16 x float>, ptr %".320", align 4
  %".322" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".317", i32 0
  %".323" = shufflevector <16 x float> %".322", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".324" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".323", <16 x float> %".319", <16 x float> %".321")
  store <16 x float> %".324", ptr %".315", align 4
  %".326" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".327" = getelementptr inbounds float, ptr %".105", i64 32
  %".328" = load float, ptr %".327", align 4
  %".329" = getelementptr inbounds float, ptr %".116", i64 32
  %".330" = load <16 x float>, ptr %".329", align 4
  %".331" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".332" = load <16 x float>, ptr %".331", align 4
  %".333" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".328", i32 0
  %".334" = shufflevector <16 x float> %".333", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".335" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".334", <16 x float> %".330", <16 x float> %".332")
  store <16 x float> %".335", ptr %".326", align 4
  %".337" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".338" = getelementptr inbounds float, ptr %".105", i64 35
  %".339" = load float, ptr %".338", align 4
  %".340" = getelementptr inbounds float, ptr %".116", i64 32
  %".341" = load <16 x float>, ptr %".340", align 4
  %".342" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".343" = load <16 x float>, ptr %".342", align 4
  %".344" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".339", i32 0
  %".345" = shufflevector <16 x float> %".344", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".346" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".345", <16 x float> %".341", <16 x float> %".343")
  store <16 x float> %".346", ptr %".337", align 4
  %".348" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".349" = getelementptr inbounds float, ptr %".105", i64 38
  %".350" = load float, ptr %".349", align 4
  %".351" = getelementptr inbounds float, ptr %".116", i64 32
  %".352" = load <16 x float>, ptr %".351", align 4
  %".353" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".354" = load <16 x float>, ptr %".353", align 4
  %".355" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".350", i32 0
  %".356" = shufflevector <16 x float> %".355", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".357" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".356", <16 x float> %".352", <16 x float> %".354")
  store <16 x float> %".357", ptr %".348", align 4
  %".359" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".360" = getelementptr inbounds float, ptr %".105", i64 41
  %".361" = load float, ptr %".360", align 4
  %".362" = getelementptr inbounds float, ptr %".116", i64 32
  %".363" = load <16 x float>, ptr %".362", align 4
  %".364" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".365" = load <16 x float>, ptr %".364", align 4
  %".366" = insertelement <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".361", i32 0
  %".367" = shufflevector <16 x float> %".366", <16 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, <16 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".368" = call <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".367", <16 x float> %".363", <16 x float> %".365")
  store <16 x float> %".368", ptr %".359", align 4
  %".370" = add nsw i64 %"rcio.8", 1
  br label %"rcio.8.head"
rcio.8.exit:
  %".372" = add nsw i64 %"rj.7", 1
  br label %"rj.7.head"
rc.5.exit.if:
  %".382" = mul i64 %"conv_pack_lo.4", 4
  %".383" = add i64 %".382", 0
  %".384" = icmp slt i64 %".383", 6
  br i1 %".384", label %"rc.5.exit.if.if", label %"rc.5.exit.if.endif"
rc.5.exit.endif:
  %".447" = add i64 %".378", 1
  %".448" = icmp slt i64 %".447", 5
  br i1 %".448", label %"rc.5.exit.endif.if", label %"rc.5.exit.endif.endif"
rc.5.exit.if.if:
  %".386" = mul i64 %"conv_pack_i.3", 480
  %".387" = mul i64 %"conv_pack_j.1", 480
  %".388" = add i64 %".386", %".387"
  %".389" = mul i64 %"conv_pack_ko.2", 192
  %".390" = add i64 %".388", %".389"
  %".391" = mul i64 %"conv_pack_lo.4", 64
  %".392" = add i64 %".390", %".391"
  %".393" = getelementptr inbounds float, ptr %".31", i64 %".392"
  %".394" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 0
  %".395" = load <16 x float>, ptr %".394", align 4
  store <16 x float> %".395", ptr %".393", align 4
  br label %"rc.5.exit.if.endif"
rc.5.exit.if.endif:
  %".398" = add i64 %".382", 1
  %".399" = icmp slt i64 %".398", 6
  br i1 %".399", label %"rc.5.exit.if.endif.if", label %"rc.5.exit.if.endif.endif"
rc.5.exit.if.endif.if:
  %".401" = mul i64 %"conv_pack_i.3", 480
  %".402" = mul i64 %"conv_pack_j.1", 480
  %".403" = add i64 %".401", %".402"
  %".404" = mul i64 %"conv_pack_ko.2", 192
  %".405" = add i64 %".403", %".404"
  %".406" = mul i64 %"conv_pack_lo.4", 64
  %".407" = add i64 %".405", %".406"
  %".408" = getelementptr inbounds float, ptr %".31", i64 %".407"
  %".409" = getelementptr inbounds float, ptr %".408", i64 16
  %".410" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 16
  %".411" = load <16 x float>, ptr %".410", align 4
  store <16 x float> %".411", ptr %".409", align 4
  br label %"rc.5.exit.if.endif.endif"
rc.5.exit.if.endif.endif:
  %".414" = add i64 %".382", 2
  %".415" = icmp slt i64 %".414", 6
  br i1 %".415", label %"rc.5.exit.if.endif.endif.if", label %"rc.5.exit.if.endif.endif.endif"
rc.5.exit.if.endif.endif.if:
  %".417" = mul i64 %"conv_pack_i.3", 480
  %".418" = mul i64 %"conv_pack_j.1", 480
  %".419" = add i64 %".417", %".418"
  %".420" = mul i64 %"conv_pack_ko.2", 192
  %".421" = add i64 %".419", %".420"
  %".422" = mul i64 %"conv_pack_lo.4", 64
  %".423" = add i64 %".421", %".422"
  %".424" = getelementptr inbounds float, ptr %".31", i64 %".423"
  %".425" = getelementptr inbounds float, ptr %".424", i64 32
  %".426" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 32
  %".427" = load <16 x float>, ptr %".426", align 4
  store <16 x float> %".427", ptr %".425", align 4
  br label %"rc.5.exit.if.endif.endif.endif"
rc.5.exit.if.endif.endif.endif:
  %".430" = add i64 %".382", 3
  %".431" = icmp slt i64 %".430", 6
  br i1 %".431", label %"rc.5.exit.if.endif.endif.endif.if", label %"rc.5.exit.if.endif.endif.endif.endif"
rc.5.exit.if.endif.endif.endif.if:
  %".433" = mul i64 %"conv_pack_i.3", 480
  %".434" = mul i64 %"conv_pack_j.1", 480
  %".435" = add i64 %".433", %".434"
  %".436" = mul i64 %"conv_pack_ko.2", 192
  %".437" = add i64 %".435", %".436"
  %".438" = mul i64 %"conv_pack_lo.4", 64
  %".439" = add i64 %".437", %".438"
  %".440" = getelementptr inbounds float, ptr %".31", i64 %".439"
  %".441" = getelementptr inbounds float, ptr %".440", i64 48
  %".442" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 48
  %".443" = load <16 x float>, ptr %".442", align 4
  store <16 x float> %".443", ptr %".441", align 4
  br label %"rc.5.exit.if.endif.endif.endif.endif"
rc.5.exit.if.endif.endif.endif.endif:
  br label %"rc.5.exit.endif"
rc.5.exit.endif.if:
  %".450" = mul i64 %"conv_pack_lo.4", 4
  %".451" = add i64 %".450", 0
  %".452" = icmp slt i64 %".451", 6
  br i1 %".452", label %"rc.5.exit.endif.if.if", label %"rc.5.exit.endif.if.endif"
rc.5.exit.endif.endif:
  %".516" = add nsw i64 %"conv_pack_lo.4", 1
  br label %"conv_pack_lo.4.head"
rc.5.exit.endif.if.if:
  %".454" = mul i64 %"conv_pack_i.3", 480
  %".455" = mul i64 %"conv_pack_j.1", 480
  %".456" = add i64 %".454", %".455"
  %".457" = mul i64 %"conv_pack_ko.2", 192
  %".458" = add i64 %".456", %".457"
  %".459" = mul i64 %"conv_pack_lo.4", 64
  %".460" = add i64 %".458", %".459"
  %".461" = getelementptr inbounds float, ptr %".31", i64 %".460"
  %".462" = getelementptr inbounds float, ptr %".461", i64 96
  %".463" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 64
  %".464" = load <16 x float>, ptr %".463", align 4
  store <16 x float> %".464", ptr %".462", align 4
  br label %"rc.5.exit.endif.if.endif"
rc.5.exit.endif.if.endif:
  %".467" = add i64 %".450", 1
  %".468" = icmp slt i64 %".467", 6
  br i1 %".468", label %"rc.5.exit.endif.if.endif.if", label %"rc.5.exit.endif.if.endif.endif"
rc.5.exit.endif.if.endif.if:
  %".470" = mul i64 %"conv_pack_i.3", 480
  %".471" = mul i64 %"conv_pack_j.1", 480
  %".472" = add i64 %".470", %".471"
  %".473" = mul i64 %"conv_pack_ko.2", 192
  %".474" = add i64 %".472", %".473"
  %".475" = mul i64 %"conv_pack_lo.4", 64
  %".476" = add i64 %".474", %".475"
  %".477" = getelementptr inbounds float, ptr %".31", i64 %".476"
  %".478" = getelementptr inbounds float, ptr %".477", i64 112
  %".479" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 80
  %".480" = load <16 x float>, ptr %".479", align 4
  store <16 x float> %".480", ptr %".478", align 4
  br label %"rc.5.exit.endif.if.endif.endif"
rc.5.exit.endif.if.endif.endif:
  %".483" = add i64 %".450", 2
  %".484" = icmp slt i64 %".483", 6
  br i1 %".484", label %"rc.5.exit.endif.if.endif.endif.if", label %"rc.5.exit.endif.if.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.if:
  %".486" = mul i64 %"conv_pack_i.3", 480
  %".487" = mul i64 %"conv_pack_j.1", 480
  %".488" = add i64 %".486", %".487"
  %".489" = mul i64 %"conv_pack_ko.2", 192
  %".490" = add i64 %".488", %".489"
  %".491" = mul i64 %"conv_pack_lo.4", 64
  %".492" = add i64 %".490", %".491"
  %".493" = getelementptr inbounds float, ptr %".31", i64 %".492"
  %".494" = getelementptr inbounds float, ptr %".493", i64 128
  %".495" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 96
  %".496" = load <16 x float>, ptr %".495", align 4
  store <16 x float> %".496", ptr %".494", align 4
  br label %"rc.5.exit.endif.if.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif:
  %".499" = add i64 %".450", 3
  %".500" = icmp slt i64 %".499", 6
  br i1 %".500", label %"rc.5.exit.endif.if.endif.endif.endif.if", label %"rc.5.exit.endif.if.endif.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif.if:
  %".502" = mul i64 %"conv_pack_i.3", 480
  %".503" = mul i64 %"conv_pack_j.1", 480
  %".504" = add i64 %".502", %".503"
  %".505" = mul i64 %"conv_pack_ko.2", 192
  %".506" = add i64 %".504", %".505"
  %".507" = mul i64 %"conv_pack_lo.4", 64
  %".508" = add i64 %".506", %".507"
  %".509" = getelementptr inbounds float, ptr %".31", i64 %".508"
  %".510" = getelementptr inbounds float, ptr %".509", i64 144
  %".511" = getelementptr inbounds float, ptr %"conv_pack_acc", i64 112
  %".512" = load <16 x float>, ptr %".511", align 4
  store <16 x float> %".512", ptr %".510", align 4
  br label %"rc.5.exit.endif.if.endif.endif.endif.endif"
rc.5.exit.endif.if.endif.endif.endif.endif:
  br label %"rc.5.exit.endif.endif"
}

declare <16 x float> @"llvm.fmuladd.v16f32"(<16 x float> %".1", <16 x float> %".2", <16 x float> %".3")

define internal ptr @"kernel_par4"(ptr %".1") #0
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
  %".12" = getelementptr inbounds i64, ptr %".1", i64 4
  %".13" = load i64, ptr %".12"
  %".14" = getelementptr inbounds i64, ptr %".1", i64 5
  %".15" = load i64, ptr %".14"
  %".16" = inttoptr i64 %".15" to ptr
  %".17" = getelementptr inbounds i64, ptr %".1", i64 6
  %".18" = load i64, ptr %".17"
  %".19" = inttoptr i64 %".18" to ptr
  %".20" = getelementptr inbounds i64, ptr %".1", i64 7
  %".21" = load i64, ptr %".20"
  %".22" = inttoptr i64 %".21" to ptr
  %".23" = getelementptr inbounds i64, ptr %".1", i64 8
  %".24" = load i64, ptr %".23"
  %".25" = inttoptr i64 %".24" to ptr
  %".26" = getelementptr inbounds i64, ptr %".1", i64 9
  %".27" = load i64, ptr %".26"
  %".28" = inttoptr i64 %".27" to ptr
  %".29" = getelementptr inbounds i64, ptr %".1", i64 10
  %".30" = load i64, ptr %".29"
  %".31" = inttoptr i64 %".30" to ptr
  br label %"range.head"
range.head:
  %"range" = phi  i64 [0, %"body"], [%".97", %"chunk.done"]
  %".33" = icmp slt i64 %"range", %".13"
  br i1 %".33", label %"range.body", label %"range.exit"
range.body:
  %".35" = add i64 %".11", %"range"
  %".36" = icmp sge i64 %".35", %".13"
  %".37" = sub i64 %".35", %".13"
  %".38" = select  i1 %".36", i64 %".37", i64 %".35"
  %".39" = add i64 %".38", 1
  %".40" = mul i64 %".39", %".6"
  %".41" = sdiv i64 %".40", %".13"
  %".42" = mul i64 %".38", 8
  %".43" = getelementptr inbounds i64, ptr %".9", i64 %".42"
  br label %"chunk.take"
range.exit:
  ret ptr null
chunk.take:
  %".45" = atomicrmw add ptr %".43", i64 %".4" monotonic
  %".46" = icmp slt i64 %".45", %".41"
  br i1 %".46", label %"chunk.run", label %"chunk.done"
chunk.run:
  %".48" = add i64 %".45", %".4"
  %".49" = icmp slt i64 %".48", %".41"
  %".50" = select  i1 %".49", i64 %".48", i64 %".41"
  br label %"out_k.1.head"
chunk.done:
  %".97" = add nsw i64 %"range", 1
  br label %"range.head"
out_k.1.head:
  %"out_k.1" = phi  i64 [%".45", %"chunk.run"], [%".94", %"out_i.2.exit"]
  %".52" = icmp slt i64 %"out_k.1", %".50"
  br i1 %".52", label %"out_k.1.body", label %"out_k.1.exit"
out_k.1.body:
  br label %"out_i.2.head"
out_k.1.exit:
  br label %"chunk.take"
out_i.2.head:
  %"out_i.2" = phi  i64 [0, %"out_k.1.body"], [%".92", %"out_jo.3.exit"]
  %".55" = icmp slt i64 %"out_i.2", 1
  br i1 %".55", label %"out_i.2.body", label %"out_i.2.exit"
out_i.2.body:
  br label %"out_jo.3.head"
out_i.2.exit:
  %".94" = add nsw i64 %"out_k.1", 1
  br label %"out_k.1.head"
out_jo.3.head:
  %"out_jo.3" = phi  i64 [0, %"out_i.2.body"], [%".90", %"out_ji.4.exit"]
  %".58" = icmp slt i64 %"out_jo.3", 1
  br i1 %".58", label %"out_jo.3.body", label %"out_jo.3.exit"
out_jo.3.body:
  br label %"out_ji.4.head"
out_jo.3.exit:
  %".92" = add nsw i64 %"out_i.2", 1
  br label %"out_i.2.head"
out_ji.4.head:
  %"out_ji.4" = phi  i64 [0, %"out_jo.3.body"], [%".88", %"out_ji.4.body"]
  %".61" = icmp slt i64 %"out_ji.4", 5
  br i1 %".61", label %"out_ji.4.body", label %"out_ji.4.exit"
out_ji.4.body:
  %".63" = mul i64 %"out_i.2", 150
  %".64" = mul i64 %"out_jo.3", 150
  %".65" = add i64 %".63", %".64"
  %".66" = mul i64 %"out_ji.4", 30
  %".67" = add i64 %".65", %".66"
  %".68" = mul i64 %"out_k.1", 6
  %".69" = add i64 %".67", %".68"
  %".70" = getelementptr inbounds float, ptr %".22", i64 %".69"
  %".71" = mul i64 %"out_i.2", 480
  %".72" = mul i64 %"out_k.1", 96
  %".73" = add i64 %".71", %".72"
  %".74" = mul <6 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5>, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %".75" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".73", i32 0
  %".76" = shufflevector <6 x i64> %".75", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".77" = add <6 x i64> %".76", %".74"
  %".78" = mul i64 %"out_jo.3", 5
  %".79" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %".78", i32 0
  %".80" = shufflevector <6 x i64> %".79", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".81" = add <6 x i64> %".77", %".80"
  %".82" = insertelement <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, i64 %"out_ji.4", i32 0
  %".83" = shufflevector <6 x i64> %".82", <6 x i64> <i64 undef, i64 undef, i64 undef, i64 undef, i64 undef, i64 undef>, <6 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".84" = add <6 x i64> %".81", %".83"
  %".85" = getelementptr inbounds float, ptr %".31", <6 x i64> %".84"
  %".86" = call <6 x float> @"llvm.masked.gather.v6f32.v6p0"(<6 x ptr> %".85", i32 4, <6 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>, <6 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>)
  store <6 x float> %".86", ptr %".70", align 4
  %".88" = add nsw i64 %"out_ji.4", 1
  br label %"out_ji.4.head"
out_ji.4.exit:
  %".90" = add nsw i64 %"out_jo.3", 1
  br label %"out_jo.3.head"
}

declare <6 x float> @"llvm.masked.gather.v6f32.v6p0"(<6 x ptr> %".1", i32 %".2", <6 x i1> %".3", <6 x float> %".4")

attributes #0 = { nounwind "prefer-vector-width"="512" "min-legal-vector-width"="512" }
