-- @@stderr --
dtrace: failed to compile script err.tupoflow.d: Insufficient tuple registers to generate code
