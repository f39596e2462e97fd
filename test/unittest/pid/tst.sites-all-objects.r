dtrace exit 0
42
exit 0
many entries
dtrace: N pid probes have no safe site and will not fire (dtrace -lv says why for each)
	Probe site: has no safe site: its first instruction (vfmaddsd %xmm2,%xmm1,%xmm0,%xmm0) is refused by the kernel (an FMA4 instruction, which its instruction decoder does not know: Exec format error)
