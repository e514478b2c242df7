import { parsePorts } from './stack-config.js';

describe('parsePorts', () => {
  it('reads name=port pairs for any of the stack ports', () => {
    expect(parsePorts('shell=5200, api=5000')).toEqual({ shell: 5200, api: 5000 });
    expect(parsePorts(undefined)).toEqual({});
  });

  it('refuses an unknown name or a port that is not a positive integer', () => {
    expect(() => parsePorts('web=5200')).toThrow('Bad --ports entry "web=5200"');
    expect(() => parsePorts('api=-1')).toThrow('Bad --ports entry "api=-1"');
  });
});
