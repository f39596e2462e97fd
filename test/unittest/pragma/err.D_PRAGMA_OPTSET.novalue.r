-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.novalue.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'cpu': Invalid value for specified option
