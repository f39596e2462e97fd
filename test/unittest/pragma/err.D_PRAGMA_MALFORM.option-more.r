-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_MALFORM.option-more.d: [D_PRAGMA_MALFORM] line 5: superfluous arguments specified for #pragma option
