sampled awk

