-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.badmode.d: [D_PDESC_ZERO] line 11: probe description cpc:::cpu_clock-sometimes-10000 does not match any probes
