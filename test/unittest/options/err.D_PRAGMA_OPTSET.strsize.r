-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.strsize.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'strsize' to '0': Invalid value for specified option
