uprobe guards: 0
END 1

