-- @@stderr --
dtrace: could not enable tracing: nspec 4097 is more than the 4096 speculations supported
