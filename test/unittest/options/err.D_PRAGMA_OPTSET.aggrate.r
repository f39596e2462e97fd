-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.aggrate.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'aggrate' to '0.5hz': Invalid value for specified option
