-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.bufsize.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'bufsize' to 'lots': Invalid value for specified option
