-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.incdir.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'incdir' to '/tmp': Option cannot be used from within a D program
