-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.lowcount.d: [D_PDESC_ZERO] line 11: probe description cpc:::cpu_clock-all-100 does not match any probes
