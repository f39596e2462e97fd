-- @@stderr --
dtrace: failed to compile script err.D_DECL_SCOPE.name.d: [D_DECL_SCOPE] line 6: D scoping operator may not be used in a declaration name (`xyz)
