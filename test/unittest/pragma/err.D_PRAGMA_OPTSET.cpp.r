-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_OPTSET.cpp.d: [D_PRAGMA_OPTSET] line 5: failed to set option 'define' to 'FOO': Option cannot be used from within a D program
