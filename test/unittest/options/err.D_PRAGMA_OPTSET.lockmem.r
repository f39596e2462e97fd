-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.lockmem.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'lockmem' to 'unlimited': Option cannot be used from within a D program
