-- @@stderr --
dtrace: failed to compile script err.D_PRINTA_AGGKEY.d: [D_PRINTA_AGGKEY] line 9: printa( ): @a and @b do not have matching key signatures: @a has 1 key, @b has 2 keys
