import GammaUI

print(Screen())
