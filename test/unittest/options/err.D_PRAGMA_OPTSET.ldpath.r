-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.ldpath.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'ldpath' to '/nonexistent': Option cannot be used from within a D program
