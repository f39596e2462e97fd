-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.value.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'switchrate' to 'fast': Invalid value for specified option
