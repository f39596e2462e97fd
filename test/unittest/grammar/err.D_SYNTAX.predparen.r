-- @@stderr --
dtrace: failed to compile script err.D_SYNTAX.predparen.d: [D_SYNTAX] line 8: closing ) expected in predicate before /
