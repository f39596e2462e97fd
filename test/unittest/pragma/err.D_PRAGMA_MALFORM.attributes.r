-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_MALFORM.attributes.d: [D_PRAGMA_MALFORM] line 5: malformed #pragma attributes <attributes> <ident>
