[mixed case] [MIXED CASE]

