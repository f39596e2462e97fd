yes

