-- @@stderr --
dtrace: failed to compile script err.D_PDESC_ZERO.badcount.d: [D_PDESC_ZERO] line 11: probe description cpc:::cpu_clock-all-10000bonehead does not match any probes
