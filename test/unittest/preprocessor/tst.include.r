17 defs

