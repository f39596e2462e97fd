[dtrace] [.] [BEGIN]

