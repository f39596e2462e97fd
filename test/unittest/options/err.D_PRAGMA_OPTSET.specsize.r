-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.specsize.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'specsize' to 'small': Invalid value for specified option
