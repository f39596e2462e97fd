[    dtrace] [dtrace    ]
dtrace

