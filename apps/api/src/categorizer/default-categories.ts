// The catalogue seeded on first start: local-business categories in groups, with the words
// consumers use for them. Names and groups are shown to users (pt-BR); codes are stable slugs.

export type CategoryInput = {
  id: number;
  name: string;
  code: string;
  groupName: string;
  keywords: string[];
};

export type DefaultCategory = Omit<CategoryInput, 'id'>;

function category(groupName: string, name: string, code: string, keywords: string): DefaultCategory {
  return {
    groupName,
    name,
    code,
    keywords: keywords
      .split(',')
      .map((keyword) => keyword.trim())
      .filter((keyword) => keyword.length > 0),
  };
}

const AUTOMOTIVO = 'Automotivo';
const CASA = 'Casa e Construção';
const ALIMENTACAO = 'Alimentação';
const SAUDE = 'Saúde';
const BELEZA = 'Beleza';
const SERVICOS = 'Serviços';
const EDUCACAO = 'Educação';
const EVENTOS = 'Eventos';
const MODA = 'Moda';

export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  category(
    AUTOMOTIVO,
    'Pneus e Borracharia',
    'pneus-borracharia',
    'pneu, pneus, borracharia, borracheiro, aro, calibragem, câmara de ar, estepe, remendo, pneu furado, alinhamento, balanceamento, pneu remold, rodas',
  ),
  category(
    AUTOMOTIVO,
    'Mecânica',
    'mecanica',
    'mecânico, oficina mecânica, motor, freio, embreagem, suspensão, amortecedor, troca de óleo, revisão, câmbio, radiador, injeção eletrônica, correia dentada, escapamento, barulho no carro',
  ),
  category(
    AUTOMOTIVO,
    'Autopeças',
    'autopecas',
    'autopeças, peças de carro, peça automotiva, filtro de óleo, retrovisor, para-choque, farol, lanterna, palheta, pastilha de freio, kit embreagem, peças usadas, desmanche',
  ),
  category(
    AUTOMOTIVO,
    'Elétrica Automotiva',
    'eletrica-automotiva',
    'elétrica automotiva, auto elétrica, bateria de carro, alternador, motor de arranque, carro não pega, não dá partida, fusível, chicote, pane elétrica, vidro elétrico, trava elétrica',
  ),
  category(
    AUTOMOTIVO,
    'Guincho',
    'guincho',
    'guincho, reboque, auto socorro, plataforma, carro quebrado, carro quebrou, pane na estrada, rebocar carro, guincho 24h, prancha',
  ),
  category(
    CASA,
    'Eletricista',
    'eletricista',
    'eletricista, instalação elétrica, disjuntor, tomada, fiação, curto-circuito, chuveiro, lâmpada, interruptor, quadro de luz, padrão de energia, falta de energia, choque, ventilador de teto, luminária',
  ),
  category(
    CASA,
    'Encanador',
    'encanador',
    "encanador, encanamento, vazamento, cano, torneira, descarga, caixa acoplada, registro, caixa d'água, infiltração, hidráulica, bombeiro hidráulico, desentupir, entupido, esgoto, ralo, pia",
  ),
  category(
    CASA,
    'Materiais de Construção',
    'materiais-construcao',
    'material de construção, cimento, areia, tijolo, bloco, brita, telha, piso, cerâmica, porcelanato, argamassa, ferro, vergalhão, madeira, tinta, massa corrida, tubo pvc, depósito',
  ),
  category(
    CASA,
    'Pedreiro e Reformas',
    'pedreiro',
    'pedreiro, reforma, obra, construção, muro, laje, reboco, contrapiso, assentar piso, rachadura, telhado, goteira, gesso, mestre de obras, calçada, azulejista',
  ),
  category(
    CASA,
    'Pintor',
    'pintor',
    'pintor, pintura, pintar casa, pintar parede, textura, grafiato, massa corrida, fachada, pintura residencial, pintura de apartamento',
  ),
  category(
    CASA,
    'Chaveiro',
    'chaveiro',
    'chaveiro, chave, cópia de chave, fechadura, abrir porta, porta trancada, perdi a chave, cadeado, chave codificada, chave de carro, trocar segredo, fechadura digital',
  ),
  category(
    CASA,
    'Vidraçaria',
    'vidracaria',
    'vidraçaria, vidro, vidraceiro, box de banheiro, espelho, janela de vidro, blindex, vidro temperado, vidro quebrado, fechamento de sacada, tampo de vidro',
  ),
  category(
    CASA,
    'Marcenaria',
    'marcenaria',
    'marceneiro, marcenaria, móveis planejados, móveis sob medida, armário, guarda-roupa, cozinha planejada, mdf, estante, rack, montador de móveis, montagem de móveis, porta de madeira',
  ),
  category(
    CASA,
    'Serralheria',
    'serralheria',
    'serralheiro, serralheria, portão, grade, solda, estrutura metálica, corrimão, esquadria de alumínio, portão de garagem, toldo, janela de ferro',
  ),
  category(
    CASA,
    'Ar-condicionado',
    'ar-condicionado',
    'ar-condicionado, ar condicionado, split, instalação de ar, limpeza de ar, higienização de ar, carga de gás, climatização, refrigeração, btus, não gela',
  ),
  category(
    ALIMENTACAO,
    'Restaurante',
    'restaurante',
    'restaurante, almoço, jantar, marmita, marmitex, quentinha, self service, prato feito, comida caseira, feijoada, churrascaria, comida japonesa, sushi, rodízio, refeição, delivery de comida',
  ),
  category(
    ALIMENTACAO,
    'Pizzaria',
    'pizzaria',
    'pizza, pizzaria, calzone, borda recheada, pizza grande, rodízio de pizza, esfiha, pizza de calabresa',
  ),
  category(
    ALIMENTACAO,
    'Lanchonete',
    'lanchonete',
    'lanche, lanchonete, hambúrguer, hamburgueria, x-tudo, x-salada, cachorro-quente, hot dog, pastel, coxinha, salgado, batata frita, porção, misto quente, açaí, suco, tapioca, espetinho, xis',
  ),
  category(
    ALIMENTACAO,
    'Padaria',
    'padaria',
    'padaria, pão, pão francês, pão de queijo, pão de sal, cacetinho, broa, rosca, sonho, café da manhã, bisnaga, pão de forma, padeiro',
  ),
  category(
    ALIMENTACAO,
    'Mercado',
    'mercado',
    'mercado, supermercado, mercearia, mercadinho, compras do mês, arroz, feijão, óleo de soja, açúcar, café, leite, cesta básica, produtos de limpeza, papel higiênico, fralda, ovos, atacado',
  ),
  category(
    ALIMENTACAO,
    'Açougue',
    'acougue',
    'açougue, carne, picanha, alcatra, costela, frango, linguiça, carne moída, patinho, contra filé, kit churrasco, carne de porco, bife, fraldinha',
  ),
  category(
    ALIMENTACAO,
    'Hortifruti',
    'hortifruti',
    'hortifruti, sacolão, feira, verdura, legume, fruta, banana, tomate, alface, cebola, batata, laranja, mamão, abacate, mandioca, cheiro verde, orgânicos',
  ),
  category(
    ALIMENTACAO,
    'Doces e Bolos',
    'doces-bolos',
    'bolo, bolo de aniversário, doces, docinhos, brigadeiro, confeitaria, confeiteira, torta, cupcake, bem casado, pudim, bolo de pote, ovo de páscoa, trufa, cento de doces',
  ),
  category(
    ALIMENTACAO,
    'Água e Gás',
    'agua-gas',
    'gás, botijão, gás de cozinha, botijão de gás, p13, p45, água mineral, galão de água, galão, garrafão, água 20 litros, entrega de gás, recarga de gás',
  ),
  category(
    SAUDE,
    'Farmácia',
    'farmacia',
    'farmácia, drogaria, remédio, medicamento, dipirona, antibiótico, receita, genérico, manipulação, pomada, xarope, teste de gravidez, fralda geriátrica, farmácia de plantão, medir pressão',
  ),
  category(
    SAUDE,
    'Dentista',
    'dentista',
    'dentista, dente, odontologia, canal, cárie, aparelho ortodôntico, implante, prótese dentária, dentadura, extração, siso, limpeza dental, clareamento, dor de dente, restauração, ortodontista',
  ),
  category(
    SAUDE,
    'Clínica Médica',
    'clinica',
    'clínica, médico, consulta, exame, exames, laboratório, clínico geral, pediatra, ginecologista, cardiologista, dermatologista, ortopedista, ultrassom, raio-x, exame de sangue, check-up, atestado',
  ),
  category(
    SAUDE,
    'Ótica',
    'otica',
    'ótica, óculos, lente, lentes de contato, armação, grau, exame de vista, oftalmologista, óculos de sol, óculos de grau, lente multifocal',
  ),
  category(
    SAUDE,
    'Veterinário e Pet Shop',
    'veterinario-pet',
    'veterinário, pet shop, cachorro, gato, vacina, castração, ração, banho e tosa, tosa, vermífugo, clínica veterinária, pet, animal, filhote, consulta veterinária',
  ),
  category(
    BELEZA,
    'Salão de Beleza',
    'salao-beleza',
    'salão de beleza, cabeleireira, cabelo, corte de cabelo, escova, progressiva, tintura, luzes, mechas, hidratação, penteado, alisamento, tranças, mega hair, maquiagem, coloração',
  ),
  category(
    BELEZA,
    'Barbearia',
    'barbearia',
    'barbearia, barbeiro, barba, degradê, corte masculino, pezinho, navalhado, cortar cabelo masculino, aparar barba, platinado masculino',
  ),
  category(
    BELEZA,
    'Manicure e Pedicure',
    'manicure',
    'manicure, pedicure, unha, unhas, esmalte, unha de gel, fibra de vidro, alongamento de unha, esmaltação em gel, pé e mão, cutícula, podóloga',
  ),
  category(
    BELEZA,
    'Estética',
    'estetica',
    'estética, esteticista, limpeza de pele, depilação, depilação a laser, drenagem linfática, massagem, botox, harmonização facial, design de sobrancelha, sobrancelha, extensão de cílios, cílios, micropigmentação, peeling',
  ),
  category(
    SERVICOS,
    'Assistência de Celular',
    'assistencia-celular',
    'celular, conserto de celular, assistência técnica de celular, troca de tela, tela quebrada, bateria de celular, iphone, samsung, motorola, xiaomi, conector de carga, não carrega, película, capinha, desbloqueio',
  ),
  category(
    SERVICOS,
    'Informática',
    'informatica',
    'informática, computador, notebook, formatar, formatação, windows, vírus, impressora, técnico de informática, hd, ssd, memória, placa mãe, teclado, monitor, computador lento, internet, roteador, wifi, rede',
  ),
  category(
    SERVICOS,
    'Conserto de Eletrodomésticos',
    'eletrodomesticos',
    'conserto de eletrodomésticos, geladeira, máquina de lavar, lavadora, micro-ondas, fogão, freezer, tanquinho, secadora, lava-louças, televisão, tv, assistência técnica, geladeira não gela, fogão não acende',
  ),
  category(
    SERVICOS,
    'Costura',
    'costura',
    'costura, costureira, ajuste de roupa, conserto de roupa, barra de calça, bainha, zíper, apertar roupa, roupa sob medida, bordado, cortina, reforma de roupa',
  ),
  category(
    SERVICOS,
    'Lavanderia',
    'lavanderia',
    'lavanderia, lavar roupa, passar roupa, lavagem a seco, edredom, cobertor, roupa de cama, tapete, lavar tênis, lava e passa',
  ),
  category(
    SERVICOS,
    'Frete e Mudança',
    'frete-mudanca',
    'frete, mudança, carreto, caminhão de mudança, transporte de móveis, fretista, carretinha, levar móveis, ajudante de mudança',
  ),
  category(
    SERVICOS,
    'Limpeza e Diarista',
    'limpeza-diarista',
    'diarista, faxina, faxineira, limpeza, limpeza de casa, limpeza pós-obra, passadeira, empregada doméstica, limpeza de sofá, higienização de sofá, limpeza de escritório',
  ),
  category(
    SERVICOS,
    'Dedetização',
    'dedetizacao',
    'dedetização, dedetizadora, barata, cupim, rato, formiga, escorpião, pulga, percevejo, controle de pragas, desratização, mosquito, infestação',
  ),
  category(
    SERVICOS,
    'Jardinagem',
    'jardinagem',
    'jardineiro, jardinagem, jardim, grama, cortar grama, poda, podar árvore, roçada, capina, paisagismo, limpeza de terreno, mato',
  ),
  category(
    SERVICOS,
    'Motoboy e Entregas',
    'motoboy-entregas',
    'motoboy, entrega, entregador, tele-entrega, levar documento, buscar encomenda, encomenda, pacote, moto frete',
  ),
  category(
    EDUCACAO,
    'Aulas Particulares',
    'aulas-particulares',
    'aula particular, professor particular, reforço escolar, explicadora, matemática, português, física, química, redação, enem, vestibular, concurso, alfabetização, inglês, aula de violão',
  ),
  category(
    EDUCACAO,
    'Autoescola',
    'autoescola',
    'autoescola, auto escola, habilitação, cnh, carteira de motorista, tirar carta, aula de direção, baliza, instrutor, primeira habilitação, mudança de categoria, legislação',
  ),
  category(
    EVENTOS,
    'Festas e Buffet',
    'festas-buffet',
    'festa, buffet, aniversário, casamento, salgados para festa, salgadinhos, decoração de festa, kit festa, pula-pula, cama elástica, animador, recreação, dj, aluguel de mesas e cadeiras, salão de festas, garçom, festa infantil, 15 anos',
  ),
  category(
    EVENTOS,
    'Fotografia',
    'fotografia',
    'fotógrafo, fotografia, foto, fotos, ensaio fotográfico, book, filmagem, vídeo, drone, cobertura de evento, álbum, foto 3x4, ensaio gestante, fotos de casamento',
  ),
  category(
    MODA,
    'Roupas',
    'roupas',
    'roupa, roupas, loja de roupas, vestido, calça, blusa, camisa, camiseta, short, bermuda, saia, jaqueta, moda, brechó, moda infantil, moda praia, lingerie, plus size, conjunto',
  ),
  category(
    MODA,
    'Calçados',
    'calcados',
    'calçado, calçados, sapato, tênis, sandália, chinelo, bota, sapatilha, rasteirinha, salto alto, loja de calçados, chuteira, sapatênis',
  ),
];
