-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.modpath.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'modpath' to '/nonexistent': Option cannot be used from within a D program
