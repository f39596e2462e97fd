-- @@stderr --
dtrace: failed to compile script err.D_PRAGMA_INVAL.attributes-component.d: [D_PRAGMA_INVAL] line 5: invalid component "dtrace" in attribute #pragma for provider probe
