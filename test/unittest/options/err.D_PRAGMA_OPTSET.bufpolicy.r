-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.bufpolicy.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'bufpolicy': Invalid value for specified option
