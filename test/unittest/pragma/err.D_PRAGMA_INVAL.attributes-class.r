-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_INVAL.attributes-class.d: [D_PRAGMA_INVAL] line 5: invalid attributes specified by #pragma attributes
