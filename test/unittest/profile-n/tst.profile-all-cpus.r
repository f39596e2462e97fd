profile: every CPU
tick: 1 CPU
